import { BOARD_STATUSES } from '@cambix/contract';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { useConnectionStatus } from '@/features/realtime';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useNow } from '@/lib/use-now.ts';
import { BoardColumn } from './board-column.tsx';
import { columnsOf } from './board-state.ts';
import { ConnectionIndicator } from './connection-indicator.tsx';
import { useLiveBoard } from './use-live-board.ts';
import { WallClock } from './wall-clock.tsx';

/** Tarjetas: every order staff still have to act on, in columns by status, kept live by the socket. */
export function LiveBoard({ title }: { title: string }) {
  const board = useLiveBoard();
  const status = useConnectionStatus();
  const now = useNow(30_000);
  const columns = useMemo(() => columnsOf(board.data?.cards ?? []), [board.data]);

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="header"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', lg: '2.5rem' }, fontWeight: 800 }}>
          {title}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3 }}>
          <ConnectionIndicator status={status} />
          <WallClock />
        </Box>
      </Box>
      {board.error && !board.isFetching && (
        <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void board.refetch()}>
          {isApiError(board.error) ? board.error.message : staffEs.common.loadFailed}
        </RetryAlert>
      )}
      {board.data ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: 'minmax(0, 1fr)',
            '@media (min-width: 1024px)': {
              gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
              gridTemplateRows: 'auto 1fr',
              rowGap: 1.5,
            },
          }}
        >
          {BOARD_STATUSES.map((columnStatus) => (
            <BoardColumn
              key={columnStatus}
              status={columnStatus}
              cards={columns[columnStatus]}
              now={now}
              arrived={board.arrived}
            />
          ))}
        </Box>
      ) : (
        !board.error && <Skeleton variant="rounded" height={480} aria-label={staffEs.common.loading} />
      )}
    </Box>
  );
}
