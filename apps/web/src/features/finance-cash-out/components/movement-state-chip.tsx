import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ManualMovementState } from '@cambix/contract';
import { staffCashOutEs } from '@/i18n/staff-cash-out.ts';

const COLOR: Record<ManualMovementState, NonNullable<ChipProps['color']>> = {
  recorded: 'success',
  pending: 'warning',
  rejected: 'default',
};

/** Where a manual movement stands (docs/rules/finance-reports.md#manual-movements). */
export function MovementStateChip({ state, reversed }: { state: ManualMovementState; reversed: boolean }) {
  if (reversed) return <Chip size="small" label={staffCashOutEs.reversed} variant="outlined" />;
  return (
    <Chip
      size="small"
      label={staffCashOutEs.state[state]}
      color={COLOR[state]}
      variant={state === 'rejected' ? 'outlined' : 'filled'}
    />
  );
}
