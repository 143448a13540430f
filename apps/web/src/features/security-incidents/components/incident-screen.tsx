import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { IncidentDetail } from '@cambix/contract';
import { Link as RouterLink } from 'react-router';
import { MissingRecord } from '@/components/layout/missing-record.tsx';
import { staffIncidentsEs } from '@/i18n/staff-security-incidents.ts';
import { formatDateTime } from '@/lib/dates.ts';
import { useIncident } from '../api/incidents.ts';
import { EntryForm } from './entry-form.tsx';
import { IncidentStatusChip } from './incident-status-chip.tsx';

const t = staffIncidentsEs.detail;

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A change's value as people read it: dates in Lima, states by their name. */
function shown(field: string, value: string | null): string {
  if (value === null) return t.none;
  if (field.endsWith('At')) return formatDateTime(value);
  if (field === 'status') return staffIncidentsEs.status[value as IncidentDetail['status']];
  return value;
}

/** An incident: its facts, the notifications, its whole timeline, and (with edit) a new entry. */
export function IncidentScreen({
  incidentId,
  canEdit,
  listHref,
}: {
  incidentId: number;
  canEdit: boolean;
  listHref: string;
}) {
  const incident = useIncident(incidentId);
  const data = incident.data;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: 2, maxWidth: 880 }}>
      <Box>
        <Button component={RouterLink} to={listHref} size="small">
          {t.back}
        </Button>
      </Box>
      {(incident.isError || incidentId === 0) && <MissingRecord message={t.notFound} />}
      {!data && !incident.isError && incidentId > 0 && <Skeleton variant="rounded" height={280} />}
      {data && (
        <>
          <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {data.title} ·{' '}
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {data.code}
              </Box>
            </Typography>
            <IncidentStatusChip status={data.status} />
          </Box>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {data.description}
            </Typography>
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Fact label={t.occurredAt}>{formatDateTime(data.occurredAt)}</Fact>
              <Fact label={t.detectedAt}>{formatDateTime(data.detectedAt)}</Fact>
              <Fact label={t.authorityNotifiedAt}>
                {data.authorityNotifiedAt ? formatDateTime(data.authorityNotifiedAt) : t.notYet}
              </Fact>
              <Fact label={t.peopleNotifiedAt}>
                {data.peopleNotifiedAt ? formatDateTime(data.peopleNotifiedAt) : t.notYet}
              </Fact>
            </Box>
            <Fact label={t.dataKinds}>{data.dataKinds}</Fact>
            <Fact label={t.affected}>{data.affected}</Fact>
            <Fact label={t.affectedCount}>{data.affectedCount}</Fact>
            {data.customers.length > 0 && (
              <Fact label={t.customers}>
                <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                  {data.customers.map((customer) => (
                    <li key={customer.id}>
                      {customer.name} · {customer.document}
                    </li>
                  ))}
                </Box>
              </Fact>
            )}
            <Fact label={t.measures}>{data.measures}</Fact>
            <Typography variant="body2" color="text.secondary">
              {t.registered(data.registeredBy, formatDateTime(data.registeredAt))}
            </Typography>
          </Paper>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
            <Typography variant="h3" component="h2">
              {t.timeline}
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1.5 }}>
              {data.timeline.map((entry) => (
                <li key={entry.id}>
                  <Typography variant="body2" color="text.secondary">
                    {t.entryBy(entry.actor, formatDateTime(entry.at))}
                  </Typography>
                  <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {entry.note}
                  </Typography>
                  {entry.changes.length > 0 && (
                    <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
                      {entry.changes.map((change) => (
                        <li key={change.field}>
                          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                            {t.field[change.field] ?? change.field}: {shown(change.field, change.before)} →{' '}
                            {shown(change.field, change.after)}
                          </Typography>
                        </li>
                      ))}
                    </Box>
                  )}
                </li>
              ))}
            </Box>
          </Paper>
          {canEdit && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
              <EntryForm incident={data} />
            </Paper>
          )}
        </>
      )}
    </Box>
  );
}
