import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { StatusFilter } from '@/components/ui/status-filter.tsx';
import { CardList, ListCard } from '@/components/layout/card-list.tsx';
import { ListQueryState } from '@/components/layout/list-query-state.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { myDataEs } from '@/i18n/my-data.ts';
import { staffDataRequestsEs } from '@/i18n/staff-data-requests.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { statusInAddress } from '@/lib/status-in-address.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useDataRequests, type RequestFilter } from '../api/data-requests.ts';
import { DeadlineText } from './deadline-text.tsx';
import { RequestStateChip } from './request-state-chip.tsx';

const t = staffDataRequestsEs;
const FILTERS = ['abiertas', 'pendiente', 'en_curso', 'atendida', 'denegada', 'todas'] as const;
const STATUS = statusInAddress<RequestFilter>(FILTERS, 'abiertas');

/** Datos personales › Solicitudes: the open ones by deadline, nearest first; the filter lives in the address. */
export function DataRequestsScreen({
  title,
  requestHref,
  search,
}: {
  title: string;
  requestHref(id: number): string;
  search: URLSearchParams;
}) {
  const [status, setStatus] = useQueryState(search, STATUS.read, STATUS.write);
  const requests = useDataRequests(status);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.list.intro} />
      <StatusFilter
        value={status}
        options={FILTERS}
        labels={t.list.status}
        label={t.list.state}
        phoneColumns={3}
        onChange={(value) => setStatus(() => value)}
      />
      <ListQueryState query={requests} loadFailed={t.loadFailed} retryLabel={t.retry} empty={t.list.empty} />
      <CardList>
        {requests.data?.rows.map((row) => (
          <ListCard
            key={row.id}
            columns="140px 120px minmax(0, 1.5fr) minmax(0, 1.5fr) 100px"
            alarm={row.overdue}
          >
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <RowCodeLink code={row.code} href={requestHref(row.id)} />
              <Box sx={{ display: { md: 'none' } }}>
                <RequestStateChip status={row.status} />
              </Box>
            </Box>
            <Typography sx={{ fontWeight: 600 }}>{myDataEs.kindOf[row.kind]}</Typography>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {row.customer.name}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {row.customer.document}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <DeadlineText request={row} />
              <Typography variant="caption" color="text.secondary">
                {t.list.filed(formatDateTime(row.filedAt))}
              </Typography>
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <RequestStateChip status={row.status} />
            </Box>
          </ListCard>
        ))}
      </CardList>
    </Box>
  );
}
