import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Bank } from '@cambix/contract';
import { useMemo } from 'react';
import { ErrorSnackbar } from '@/components/layout/error-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { ExportButton } from '@/components/ui/export-button.tsx';
import { staffActiveCustomersEs } from '@/i18n/staff-active-customers.ts';
import { isApiError } from '@/lib/api-client.ts';
import { useLastPagePastEnd } from '@/lib/use-last-page-past-end.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useExportActiveCustomers } from '../api/export-active-customers.ts';
import { useActiveCustomers } from '../api/list-active-customers.ts';
import {
  defaultActiveCustomerList,
  rangeProblem,
  readActiveCustomerList,
  toActiveCustomerFilters,
  toActiveCustomerListQuery,
  withActiveCustomerFilters,
  writeActiveCustomerList,
} from '../list-state.ts';
import { ActiveCustomerCards } from './active-customer-cards.tsx';
import { ActiveCustomerFilters } from './active-customer-filters.tsx';
import { ActiveCustomersTable } from './active-customers-table.tsx';
import { ActiveMonthsChart } from './active-months-chart.tsx';
import { MonthsTable } from './months-table.tsx';

const t = staffActiveCustomersEs;

export interface ActiveCustomersScreenProps {
  title: string;
  search: URLSearchParams;
  banks: readonly Bank[];
  customerHref(userId: number): string;
}

/**
 * /dashboard/user/userActive (module users): per month of a range, the customers with an order TERMINADA,
 * new or returning (docs/rules/finance-reports.md#active-customers); the range's customers paged and
 * sorted on the server; CSV of the range.
 */
export function ActiveCustomersScreen({ title, search, banks, customerHref }: ActiveCustomersScreenProps) {
  const [state, update] = useQueryState(search, readActiveCustomerList, writeActiveCustomerList);
  const problem = rangeProblem(state, t.filters);
  const query = useMemo(() => toActiveCustomerListQuery(state), [state]);
  const list = useActiveCustomers(query, problem === null);
  const exporter = useExportActiveCustomers();
  const isPhone = useMediaQuery('(max-width: 760px)', { noSsr: true });
  const CustomerList = isPhone ? ActiveCustomerCards : ActiveCustomersTable;
  const data = problem === null ? list.data : undefined;
  const listError = problem === null && list.error && !list.isFetching ? list.error : null;
  const defaults = defaultActiveCustomerList();
  const isDefault = state.from === defaults.from && state.to === defaults.to && state.bankId === '';

  useLastPagePastEnd(data && { items: data.rows, total: data.total }, state, update);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader
        title={title}
        intro={data ? t.total(data.total) : t.intro}
        action={
          <Box sx={{ display: 'flex', flexShrink: 0, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
            <ExportButton
              label={t.export}
              isPending={exporter.isPending}
              onExport={() => {
                if (problem === null) exporter.mutate(toActiveCustomerFilters(state));
              }}
            />
          </Box>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <ActiveCustomerFilters
          state={state}
          banks={banks}
          rangeProblem={problem}
          isDefault={isDefault}
          onChange={(patch) => update((current) => withActiveCustomerFilters(current, patch))}
          onReset={() =>
            update((current) => ({
              ...defaultActiveCustomerList(),
              sort: current.sort,
              direction: current.direction,
            }))
          }
        />
      </Paper>
      {listError && (
        <RetryAlert retryLabel={t.common.retry} onRetry={() => void list.refetch()}>
          {isApiError(listError) ? listError.message : t.common.loadFailed}
        </RetryAlert>
      )}
      {data ? (
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0, opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
            <ActiveMonthsChart months={data.months} />
          </Paper>
          <Box component="section" aria-label={t.months.title} sx={{ display: 'grid', gap: 1, minWidth: 0 }}>
            <Typography variant="h3" component="h2">
              {t.months.title}
            </Typography>
            <MonthsTable months={data.months} />
          </Box>
          <Box
            component="section"
            aria-label={t.customers.title}
            sx={{ display: 'grid', gap: 1, minWidth: 0 }}
          >
            <Typography variant="h3" component="h2">
              {t.customers.title}
            </Typography>
            {data.total === 0 ? (
              <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
                <Typography color="text.secondary">{t.customers.empty}</Typography>
              </Paper>
            ) : (
              <CustomerList
                rows={data.rows}
                total={data.total}
                state={state}
                customerHref={customerHref}
                onPageChange={(page, pageSize) =>
                  update((current) => ({
                    ...current,
                    page: pageSize === current.pageSize ? page : 1,
                    pageSize,
                  }))
                }
                onSortChange={(sort, direction) =>
                  update((current) => ({ ...current, sort, direction, page: 1 }))
                }
              />
            )}
          </Box>
        </Box>
      ) : (
        problem === null &&
        !listError && <Skeleton variant="rounded" height={420} aria-label={t.common.loading} />
      )}
      <ErrorSnackbar open={exporter.isError} onClose={() => exporter.reset()}>
        {isApiError(exporter.error) ? exporter.error.message : t.exportFailed}
      </ErrorSnackbar>
    </Box>
  );
}
