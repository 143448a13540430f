import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TablePagination from '@mui/material/TablePagination';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { CUSTOMER_PAGE_SIZES, type RiskLevel } from '@cambix/contract';
import { useMemo, useState } from 'react';
import { MessageSnackbar } from '@/components/layout/message-snackbar.tsx';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { RetryAlert } from '@/components/layout/retry-alert.tsx';
import { FilterBar } from '@/components/ui/filter-bar.tsx';
import { SearchFilter } from '@/components/ui/search-filter.tsx';
import { staffComplianceRiskEs } from '@/i18n/staff-compliance-risk.ts';
import { useLastPagePastEnd } from '@/lib/use-last-page-past-end.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useCustomerRisks } from '../api/risk.ts';
import { readRiskList, toRiskQuery, writeRiskList, type RiskListState } from '../list-state.ts';
import { RiskCard } from './risk-card.tsx';

const t = staffComplianceRiskEs;
const FILTERS = ['all', 'high', 'medium', 'low'] as const;

/**
 * Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk): customers by level, overdue reviews first,
 * a page at a time, with Clientes' search; level, search and page live in the address.
 */
export function RiskScreen({
  title,
  canEdit,
  search,
}: {
  title: string;
  canEdit: boolean;
  search: URLSearchParams;
}) {
  const [state, update] = useQueryState(search, readRiskList, writeRiskList);
  const query = useMemo(() => toRiskQuery(state), [state]);
  const risks = useCustomerRisks(query);
  const [message, setMessage] = useState<string | null>(null);
  const data = risks.data;
  const counts = data?.counts;
  // A new level or search passes page 1: the old number means nothing in the new set.
  const change = (patch: Partial<RiskListState>) => update((current) => ({ ...current, ...patch }));
  const paged = useMemo(() => data && { items: data.rows, total: data.total }, [data]);
  useLastPagePastEnd(paged, state, update);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.intro} />
      <FilterBar label={t.filters} wideColumns={{ md: 'minmax(0, 1fr) auto' }}>
        <SearchFilter
          label={t.search}
          placeholder={t.searchPlaceholder}
          value={state.q}
          onCommit={(q) => change({ q, page: 1 })}
        />
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={state.level}
            onChange={(_event, value: RiskLevel | 'all' | null) => value && change({ level: value, page: 1 })}
            sx={{ flexWrap: 'wrap' }}
          >
            {FILTERS.map((filter) => (
              <ToggleButton key={filter} value={filter}>
                {t.filter[filter]}
                {counts && filter !== 'all' ? ` (${counts[filter]})` : ''}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          {counts && counts.overdue > 0 && (
            <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
              {t.counts(counts.overdue)}
            </Typography>
          )}
        </Box>
      </FilterBar>
      {risks.error && (
        <RetryAlert retryLabel={t.retry} onRetry={() => void risks.refetch()}>
          {t.loadFailed}
        </RetryAlert>
      )}
      {!data && !risks.error && <Skeleton variant="rounded" height={160} />}
      {data?.rows.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          {state.q.trim() ? t.noMatch : t.empty}
        </Paper>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, opacity: risks.isPlaceholderData ? 0.6 : 1 }}>
        {data?.rows.map((risk) => (
          <RiskCard key={risk.customer.id} risk={risk} canEdit={canEdit} onDone={setMessage} />
        ))}
      </Box>
      {data && data.total > 0 && (
        <Paper variant="outlined">
          <TablePagination
            component="div"
            count={data.total}
            page={Math.max(0, Math.min(state.page - 1, Math.ceil(data.total / state.pageSize) - 1))}
            rowsPerPage={state.pageSize}
            rowsPerPageOptions={[...CUSTOMER_PAGE_SIZES]}
            onPageChange={(_event, page) => change({ page: page + 1 })}
            onRowsPerPageChange={(event) => change({ page: 1, pageSize: Number(event.target.value) })}
            sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap' } }}
          />
        </Paper>
      )}
      <MessageSnackbar message={message} onClose={() => setMessage(null)} />
    </Box>
  );
}
