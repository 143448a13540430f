import Chip from '@mui/material/Chip';
import type { IncidentStatus } from '@cambix/contract';
import { staffIncidentsEs } from '@/i18n/staff-security-incidents.ts';

/** An incident's state: open ones stand out. */
export function IncidentStatusChip({ status }: { status: IncidentStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'cerrado' ? 'outlined' : 'filled'}
      color={status === 'abierto' ? 'warning' : 'default'}
      label={staffIncidentsEs.status[status]}
    />
  );
}
