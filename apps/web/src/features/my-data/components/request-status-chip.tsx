import Chip from '@mui/material/Chip';
import type { DataRequestStatus } from '@cambix/contract';
import { myDataEs } from '@/i18n/my-data.ts';

const COLORS = { pendiente: 'warning', en_curso: 'info', atendida: 'success', denegada: 'default' } as const;

/** A data request's state, the same words for the customer and for staff. */
export function RequestStatusChip({ status }: { status: DataRequestStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'denegada' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={myDataEs.statusOf[status]}
    />
  );
}
