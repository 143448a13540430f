import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import {
  NoticeSnackbar,
  oldestFirst,
  OrderQueue,
  useLiveQueues,
  usePaymentsQueue,
  useRouteNotice,
} from '@/features/staff-orders';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = staffEs.queue;

/** /dashboard/pagos: the PENDIENTE orders to confirm against the bank, oldest first. */
export default function PaymentsPage({ title }: PageProps) {
  const navigate = useNavigate();
  const queue = usePaymentsQueue();
  const [notice, clearNotice] = useRouteNotice();
  useLiveQueues();
  const rows = queue.data ? oldestFirst(queue.data.items) : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 }}>
      <PageHeader title={title} intro={rows ? t.total(rows.length) : t.paymentsIntro} />
      {queue.isError && !queue.isFetching && (
        <Box sx={{ mb: 2 }}>
          <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void queue.refetch()}>
            {isApiError(queue.error) ? queue.error.message : staffEs.common.loadFailed}
          </RetryAlert>
        </Box>
      )}
      {rows === null ? (
        !queue.isError && <Skeleton variant="rounded" height={320} aria-label={staffEs.common.loading} />
      ) : rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">{t.paymentsEmpty}</Typography>
        </Paper>
      ) : (
        <OrderQueue
          kind="payments"
          rows={rows}
          hrefFor={paths.staff.payment}
          onOpen={(id) => void navigate(paths.staff.payment(id))}
        />
      )}
      <NoticeSnackbar notice={notice} onClose={clearNotice} />
    </Box>
  );
}
