import Chip, { type ChipProps } from '@mui/material/Chip';
import type { AccountStatus } from '@cambix/contract';
import { kycLabel, statusLabel } from '../format.ts';

const STATUS_COLOR: Record<AccountStatus, ChipProps['color']> = {
  REGISTRADO: 'default',
  POR_VALIDAR: 'warning',
  ACTIVO: 'success',
  BLOQUEADO: 'error',
  RECHAZADO: 'error',
};

/** The account status in plain Spanish. */
export function StatusChip({ status, size = 'small' }: { status: AccountStatus; size?: ChipProps['size'] }) {
  return (
    <Chip
      size={size}
      label={statusLabel(status)}
      color={STATUS_COLOR[status]}
      variant={status === 'RECHAZADO' || status === 'REGISTRADO' ? 'outlined' : 'filled'}
    />
  );
}

/** The KYC step: what the customer still has to provide. */
export function KycChip({
  step,
  short = false,
  size = 'small',
}: {
  step: number;
  short?: boolean;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      variant="outlined"
      color={step === 0 ? 'success' : 'default'}
      label={kycLabel(step, short)}
    />
  );
}
