import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { Link as RouterLink } from 'react-router';
import { customerEs } from '@/i18n/customer.ts';
import { useOrders } from '../api/list-orders.ts';
import {
  DEFAULT_HISTORY_STATE,
  HISTORY_PAGE_SIZE,
  hasHistoryFilters,
  toListQuery,
  withFilter,
} from './history-filters.ts';
import { OrderDetailDrawer } from './order-detail-drawer.tsx';
import { OrderFilters } from './order-filters.tsx';
import { OrderList } from './order-list.tsx';
import { useHistoryUrl } from './use-history-url.ts';

const t = customerEs.orders;

export interface OrdersHistoryProps {
  title: string;
  search: URLSearchParams;
  newOrderPath: string;
}

/** /userDashboard/ordenes: the customer's orders with filters kept in the address and a detail drawer. */
export function OrdersHistory({ title, search, newOrderPath }: OrdersHistoryProps) {
  const [state, update] = useHistoryUrl(search);
  const orders = useOrders(toListQuery(state));
  const setOpen = (code: string | null) => update((current) => ({ ...current, open: code ?? '' }));
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.total / HISTORY_PAGE_SIZE)) : 1;

  return (
    <Box sx={{ maxWidth: 1040 }}>
      <PageHeader
        title={title}
        intro={t.intro}
        action={
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            component={RouterLink}
            to={newOrderPath}
            sx={{ flex: 'none' }}
          >
            {t.create}
          </Button>
        }
      />

      <Box sx={{ mb: 2 }}>
        <OrderFilters
          state={state}
          onChange={(patch) => update((current) => withFilter(current, patch))}
          onClear={() => update(() => DEFAULT_HISTORY_STATE)}
        />
      </Box>

      {orders.isFetching && !orders.isPending && <LinearProgress sx={{ mb: 1 }} />}
      {orders.isPending && (
        <Stack spacing={1.5}>
          {[0, 1, 2].map((key) => (
            <Skeleton key={key} variant="rounded" height={64} />
          ))}
        </Stack>
      )}
      {orders.isError && (
        <RetryAlert retryLabel={customerEs.common.retry} onRetry={() => void orders.refetch()}>
          {customerEs.common.loadFailed}
        </RetryAlert>
      )}
      {orders.data?.items.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">
            {hasHistoryFilters(state) ? t.emptyFiltered : t.empty}
          </Typography>
        </Paper>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t.count(orders.data.total)}
          </Typography>
          <OrderList orders={orders.data.items} onOpen={setOpen} />
          {pages > 1 && (
            <Pagination
              count={pages}
              page={Math.min(state.page, pages)}
              onChange={(_event, page) => update((current) => ({ ...current, page }))}
              aria-label={t.pageLabel}
              sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
            />
          )}
        </>
      )}
      <OrderDetailDrawer
        code={state.open || null}
        onClose={() => setOpen(null)}
        newOrderPath={newOrderPath}
      />
    </Box>
  );
}
