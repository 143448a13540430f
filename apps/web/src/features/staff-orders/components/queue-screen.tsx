import type { AdminOrderSummary, OrderQueue as OrderQueueData } from '@cambix/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useLiveQueues } from '../use-live-queues.ts';
import { useRouteNotice } from '../use-route-notice.ts';
import { NoticeSnackbar } from './notice-snackbar.tsx';
import { OrderQueue, type QueueKind } from './order-queue.tsx';

export interface QueueScreenProps {
  title: string;
  intro: string;
  kind: QueueKind;
  queue: UseQueryResult<OrderQueueData>;
  /** The rows to list, after any filter on screen; null until the queue is read. */
  rows: readonly AdminOrderSummary[] | null;
  emptyText: string;
  hrefFor(id: number): string;
  /** Shown above the list once there is something to filter. */
  filters?: ReactNode;
}

/**
 * A staff queue page (Pagos, Devoluciones): kept live from the socket, a retry when it cannot load, the list
 * or why it is empty, and the notice a detail page sent back after its action.
 */
export function QueueScreen({
  title,
  intro,
  kind,
  queue,
  rows,
  emptyText,
  hrefFor,
  filters,
}: QueueScreenProps) {
  const navigate = useNavigate();
  const [notice, clearNotice] = useRouteNotice();
  useLiveQueues();

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <PageHeader title={title} intro={intro} />
      {queue.isError && !queue.isFetching && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void queue.refetch()}>
            {isApiError(queue.error) ? queue.error.message : staffEs.common.loadFailed}
          </RetryAlert>
        </Box>
      )}
      {filters && <Box sx={{ mb: 2 }}>{filters}</Box>}
      {rows === null ? (
        !queue.isError && <Skeleton variant="rounded" height={320} aria-label={staffEs.common.loading} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      ) : (
        <OrderQueue kind={kind} rows={rows} hrefFor={hrefFor} onOpen={(id) => void navigate(hrefFor(id))} />
      )}
      <NoticeSnackbar notice={notice} onClose={clearNotice} />
    </Box>
  );
}
