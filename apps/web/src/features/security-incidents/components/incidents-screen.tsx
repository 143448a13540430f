import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeader } from '@/components/layout/page-header.tsx';
import { StatusFilter } from '@/components/ui/status-filter.tsx';
import { CardList, ListCard } from '@/components/layout/card-list.tsx';
import { ListQueryState } from '@/components/layout/list-query-state.tsx';
import { RowCodeLink } from '@/components/ui/row-code-link.tsx';
import { staffIncidentsEs } from '@/i18n/staff-security-incidents.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { statusInAddress } from '@/lib/status-in-address.ts';
import { useQueryState } from '@/lib/use-query-state.ts';
import { useIncidents, type IncidentFilter } from '../api/incidents.ts';
import { IncidentForm } from './incident-form.tsx';
import { IncidentStatusChip } from './incident-status-chip.tsx';

const t = staffIncidentsEs;
const FILTERS = ['todos', 'abierto', 'cerrado'] as const;
const STATUS = statusInAddress<IncidentFilter>(FILTERS, 'todos');

/** Datos personales › Incidentes de seguridad: newest detected first; edit registers new ones. */
export function IncidentsScreen({
  title,
  incidentHref,
  search,
  canEdit,
}: {
  title: string;
  incidentHref(id: number): string;
  search: URLSearchParams;
  canEdit: boolean;
}) {
  const [status, setStatus] = useQueryState(search, STATUS.read, STATUS.write);
  const incidents = useIncidents(status);
  const [creating, setCreating] = useState(false);
  const navigate = useNavigate();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, minWidth: 0 }}>
      <PageHeader title={title} intro={t.list.intro} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <StatusFilter
          value={status}
          options={FILTERS}
          labels={t.list.status}
          label={t.list.state}
          onChange={(value) => setStatus(() => value)}
        />
        {canEdit && !creating && (
          <Button variant="contained" onClick={() => setCreating(true)}>
            {t.list.create}
          </Button>
        )}
      </Box>
      {creating && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <IncidentForm
            onCreated={(incident) => void navigate(incidentHref(incident.id))}
            onCancel={() => setCreating(false)}
          />
        </Paper>
      )}
      <ListQueryState query={incidents} loadFailed={t.loadFailed} retryLabel={t.retry} empty={t.list.empty} />
      <CardList>
        {incidents.data?.rows.map((row) => (
          <ListCard key={row.id} columns="120px minmax(0, 2fr) minmax(0, 1.3fr) 100px">
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
              <RowCodeLink code={row.code} href={incidentHref(row.id)} />
              <Box sx={{ display: { md: 'none' } }}>
                <IncidentStatusChip status={row.status} />
              </Box>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {t.list.detected(formatDateTime(row.detectedAt))}
              </Typography>
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2">{t.list.affected(row.affectedCount)}</Typography>
              <Typography
                variant="caption"
                color={row.authorityNotifiedAt && row.peopleNotifiedAt ? 'text.secondary' : 'warning.dark'}
              >
                {t.list.notified(row.authorityNotifiedAt !== null, row.peopleNotifiedAt !== null)}
              </Typography>
            </Box>
            <Box sx={{ display: { xs: 'none', md: 'block' } }}>
              <IncidentStatusChip status={row.status} />
            </Box>
          </ListCard>
        ))}
      </CardList>
    </Box>
  );
}
