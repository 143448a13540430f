import Chip from '@mui/material/Chip';
import type { DataRequestStatus } from '@cambix/contract';
import { myDataEs } from '@/i18n/my-data.ts';

const COLORS = { pendiente: 'warning', en_curso: 'info', atendida: 'success', denegada: 'default' } as const;

/** A request's state in staff's list and detail: the words the customer reads too. */
export function RequestStateChip({ status }: { status: DataRequestStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'denegada' ? 'outlined' : 'filled'}
      color={COLORS[status]}
      label={myDataEs.statusOf[status]}
    />
  );
}
