import Chip from '@mui/material/Chip';
import type { StaffAccountState } from '@cambix/contract';
import { staffEs } from '@/i18n/staff.ts';

const COLOR = { active: 'success', invited: 'warning', inactive: 'default' } as const;

export function AccountStateChip({ state }: { state: StaffAccountState }) {
  return (
    <Chip
      size="small"
      color={COLOR[state]}
      variant={state === 'inactive' ? 'outlined' : 'filled'}
      label={staffEs.staffAccounts.state[state]}
    />
  );
}
