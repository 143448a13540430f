import Chip, { type ChipProps } from '@mui/material/Chip';
import type { PromoState } from '@cambix/contract';
import { staffCouponsEs } from '@/i18n/staff-coupons.ts';

const COLOR: Record<PromoState, NonNullable<ChipProps['color']>> = {
  activo: 'success',
  programado: 'info',
  vencido: 'default',
  agotado: 'warning',
  inactivo: 'default',
};

/** Where a coupon stands today (docs/rules/coupons-and-referrals.md#coupons). */
export function PromoStateChip({ state }: { state: PromoState }) {
  return (
    <Chip
      size="small"
      label={staffCouponsEs.state[state]}
      color={COLOR[state]}
      variant={state === 'inactivo' || state === 'vencido' ? 'outlined' : 'filled'}
    />
  );
}
