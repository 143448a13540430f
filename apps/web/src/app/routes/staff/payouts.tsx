import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import {
  filterPayouts,
  isPayoutFilter,
  NoticeSnackbar,
  oldestFirst,
  OrderQueue,
  PayoutFilterChips,
  useLiveQueues,
  usePayoutsQueue,
  useRouteNotice,
} from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = staffEs.queue;

/** /dashboard/devoluciones: PENDIENTE_DEVOLUCION and OBSERVADA orders, oldest first, filtered on screen. */
export default function PayoutsPage({ title, search }: PageProps) {
  const navigate = useNavigate();
  const queue = usePayoutsQueue();
  const [notice, clearNotice] = useRouteNotice();
  useLiveQueues();
  const requested = search.get('filtro');
  const filter = isPayoutFilter(requested) ? requested : 'all';
  const all = queue.data ? oldestFirst(queue.data.items) : null;
  const rows = all ? filterPayouts(all, filter) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <PageHeader title={title} intro={all ? t.total(all.length) : t.payoutsIntro} />
      {queue.isError && !queue.isFetching && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void queue.refetch()}>
            {isApiError(queue.error) ? queue.error.message : staffEs.common.loadFailed}
          </RetryAlert>
        </Box>
      )}
      {all && all.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <PayoutFilterChips
            rows={all}
            value={filter}
            onChange={(next) =>
              void navigate({ search: next === 'all' ? '' : `?filtro=${next}` }, { replace: true })
            }
          />
        </Box>
      )}
      {rows === null ? (
        !queue.isError && <Skeleton variant="rounded" height={320} aria-label={staffEs.common.loading} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {all?.length === 0 ? t.payoutsEmpty : t.filteredEmpty}
          </Typography>
        </Paper>
      ) : (
        <OrderQueue
          kind="payouts"
          rows={rows}
          hrefFor={paths.staff.payout}
          onOpen={(id) => void navigate(paths.staff.payout(id))}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={clearNotice} />
    </Box>
  );
}
