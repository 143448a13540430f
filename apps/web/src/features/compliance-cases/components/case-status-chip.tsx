import Chip from '@mui/material/Chip';
import type { CaseStatus } from '@cambix/contract';
import { staffComplianceCasesEs } from '@/i18n/staff-compliance-cases.ts';

const COLORS = { abierto: 'warning', archivado: 'default', reportado: 'error' } as const;

export function CaseStatusChip({ status }: { status: CaseStatus }) {
  return (
    <Chip
      size="small"
      variant={status === 'abierto' ? 'filled' : 'outlined'}
      color={COLORS[status]}
      label={staffComplianceCasesEs.statusOf[status]}
    />
  );
}
