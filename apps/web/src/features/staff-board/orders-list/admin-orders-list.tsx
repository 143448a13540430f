import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { useBanks } from '@/features/banks';
import { staffEs } from '@/i18n/staff.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useExportAdminOrders } from '../api/export-admin-orders.ts';
import { useAdminOrders } from '../api/list-admin-orders.ts';
import { EMPTY_ORDER_LIST_STATE, toOrderFilters } from './list-state.ts';
import { OrderFilters } from './order-filters.tsx';
import { OrdersTable } from './orders-table.tsx';
import { useOrderListUrl } from './use-order-list-url.ts';

const t = staffEs.adminOrders;

export interface AdminOrdersListProps {
  title: string;
  search: URLSearchParams;
  orderHref(id: number): string;
  onOpen(id: number): void;
}

/** Órdenes: every order, filters in the address, keyset pages appended with "Cargar más", CSV export. */
export function AdminOrdersList({ title, search, orderHref, onOpen }: AdminOrdersListProps) {
  const [state, update] = useOrderListUrl(search);
  const filters = useMemo(() => toOrderFilters(state), [state]);
  const list = useAdminOrders(filters);
  const exporter = useExportAdminOrders();
  const { banks } = useBanks();
  const rows = useMemo(() => list.data?.pages.flatMap((page) => page.items) ?? null, [list.data]);
  const listError = list.error && !list.isFetching ? list.error : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={rows ? t.shown(rows.length) : t.intro}
        action={
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => exporter.mutate(filters)}
            disabled={exporter.isPending}
          >
            {exporter.isPending ? t.exporting : t.export}
          </Button>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <OrderFilters
          state={state}
          banks={banks}
          onChange={(patch) => update((current) => ({ ...current, ...patch }))}
          onClear={() => update(() => EMPTY_ORDER_LIST_STATE)}
        />
      </Paper>
      {listError && (
        <RetryAlert retryLabel={staffEs.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(listError) ? listError.message : staffEs.common.loadFailed}
        </RetryAlert>
      )}
      {rows ? (
        rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
            {t.empty}
          </Typography>
        ) : (
          <>
            <OrdersTable label={title} rows={rows} orderHref={orderHref} onOpen={onOpen} />
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
              {list.hasNextPage ? (
                <Button
                  variant="outlined"
                  onClick={() => void list.fetchNextPage()}
                  disabled={list.isFetchingNextPage}
                >
                  {list.isFetchingNextPage ? t.loadingMore : t.loadMore}
                </Button>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  {t.end}
                </Typography>
              )}
            </Box>
          </>
        )
      ) : (
        !listError && <Skeleton variant="rounded" height={420} aria-label={staffEs.common.loading} />
      )}
      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
    </Box>
  );
}
