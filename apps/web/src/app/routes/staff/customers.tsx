import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import InsightsIcon from '@mui/icons-material/Insights';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import {
  clearFilters,
  CustomerFilters,
  CustomersTable,
  toFilters,
  toListQuery,
  useCustomerList,
  useExportCustomers,
  useListUrl,
  withFilters,
} from '@/features/customers-admin';
import { staffEs } from '@/i18n/staff.ts';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useLastPagePastEnd } from '@/lib/use-last-page-past-end.ts';
import { paths } from '../../paths.ts';
import type { PageProps } from '../../routes.ts';

const t = staffEs.customers;

/** /dashboard/users (Clientes): server-paginated list with its filters in the address bar, and CSV export. */
export default function CustomersPage({ search, title }: PageProps) {
  const navigate = useNavigate();
  const [state, update] = useListUrl(search);
  const [searchPending, setSearchPending] = useState(false);
  const list = useCustomerList(toListQuery(state));
  const exporter = useExportCustomers();
  const data = list.data;

  useLastPagePastEnd(data, state, update);

  const listError = list.error && !list.isFetching ? list.error : null;

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'flex-end',
          justifyContent: 'space-between',
        }}
      >
        <Box>
          <Typography variant="h1">{title}</Typography>
          <Typography color="text.secondary">{data ? t.total(data.total) : t.intro}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<InsightsIcon />}
            component={RouterLink}
            to={paths.staff.activeCustomers}
          >
            {staffActiveCustomersEs.linkFromCustomers}
          </Button>
          <Button
            variant="outlined"
            startIcon={<FileDownloadOutlinedIcon />}
            onClick={() => exporter.mutate(toFilters(state))}
            disabled={exporter.isPending}
          >
            {exporter.isPending ? t.exporting : t.export}
          </Button>
        </Box>
      </Box>

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <CustomerFilters
          state={state}
          commissionOptions={data?.fees.commissionOptions ?? []}
          defaultCommission={data?.fees.defaultCommission ?? null}
          onChange={(patch) => update((current) => withFilters(current, patch))}
          onClear={() => update(clearFilters)}
          onSearchPending={setSearchPending}
        />
      </Paper>

      {listError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void list.refetch()}>
              {staffEs.common.retry}
            </Button>
          }
        >
          {isApiError(listError) ? listError.message : staffEs.common.loadFailed}
        </Alert>
      )}

      {/* The table waits for the first answer: its pagination cannot show a linked page 3 of nothing. */}
      {data ? (
        <CustomersTable
          rows={data.items}
          total={data.total}
          loading={list.isFetching}
          stale={searchPending || list.isPlaceholderData}
          state={state}
          customerHref={paths.staff.customer}
          onOpen={(id) => void navigate(paths.staff.customer(id))}
          onPageChange={(page, pageSize) =>
            update((current) => ({ ...current, page: pageSize === current.pageSize ? page : 1, pageSize }))
          }
          onSortChange={(sort, order) => update((current) => ({ ...current, sort, order, page: 1 }))}
        />
      ) : (
        !listError && <Skeleton variant="rounded" height={420} aria-label={staffEs.common.loading} />
      )}

      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
    </Box>
  );
}
