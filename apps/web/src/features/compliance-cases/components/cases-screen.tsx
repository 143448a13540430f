import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CaseStatus } from '@cambix/contract';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { StatusFilter } from '@/components/ui/status-filter.tsx';
import { CardList, ListCard } from '@/components/layout/card-list.tsx';
import { ListQueryState } from '@/components/layout/list-query-state.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { staffComplianceCasesEs } from '@/i18n/staff-compliance-cases.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { statusInAddress } from '@/lib/status-in-address.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useCases } from '../api/cases.ts';
import { CaseStatusChip } from './case-status-chip.tsx';

const t = staffComplianceCasesEs;
const FILTERS = ['abierto', 'archivado', 'reportado', 'all'] as const;
const STATUS = statusInAddress<CaseStatus | 'all'>(FILTERS, 'abierto');

/**
 * Cumplimiento › Casos (docs/rules/compliance.md#cases): the cases of a status, newest first; the status
 * lives in the address.
 */
export function CasesScreen({
  title,
  caseHref,
  search,
}: {
  title: string;
  caseHref(id: number): string;
  search: URLSearchParams;
}) {
  const [status, setStatus] = useQueryState(search, STATUS.read, STATUS.write);
  const cases = useCases(status);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.list.intro} />
      <StatusFilter
        value={status}
        options={FILTERS}
        labels={t.list.status}
        label={t.list.state}
        onChange={(value) => setStatus(() => value)}
      />
      <ListQueryState query={cases} loadFailed={t.loadFailed} retryLabel={t.retry} empty={t.list.empty} />
      <CardList>
        {cases.data?.rows.map((row) => (
          <ListCard key={row.id} columns="150px minmax(0, 2fr) minmax(0, 1.5fr) 110px 190px">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <RowCodeLink code={row.code} href={caseHref(row.id)} />
              <Box sx={{ display: { md: 'none' } }}>
                <CaseStatusChip status={row.status} />
              </Box>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t.list.itemCount(row.itemCount)}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.customer.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.customer.document}
              </Typography>
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <CaseStatusChip status={row.status} />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {t.list.openedBy(row.openedBy, formatDateTime(row.openedAt))}
            </Typography>
          </ListCard>
        ))}
      </CardList>
    </Box>
  );
}
