import { ORDER_STATUS_NAMES, type OrderStatus } from '@cambix/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { customerEs } from '@/i18n/customer.ts';

/** Colour per status (decision 036): amber while Cambix acts, blue while money goes out, green done, red failed. */
export const ORDER_STATUS_COLOR: Record<OrderStatus, NonNullable<ChipProps['color']>> = {
  0: 'default',
  1: 'warning',
  2: 'error',
  3: 'info',
  4: 'secondary',
  5: 'success',
};

/** The staff's name of a status (docs/rules/statuses.md#order-statuses). */
export const orderStatusName = (status: OrderStatus): string => ORDER_STATUS_NAMES[status];

/** The customer's name of a status (decision 099). */
export const customerStatusName = (status: OrderStatus): string => customerEs.orderStatus.names[status];

interface StatusChipProps {
  status: OrderStatus;
  size?: ChipProps['size'];
}

function StatusChip({
  status,
  size = 'small',
  label,
  title,
}: StatusChipProps & { label: string; title?: string }) {
  return (
    <Chip
      size={size}
      label={label}
      color={ORDER_STATUS_COLOR[status]}
      variant={status === 0 ? 'outlined' : 'filled'}
      title={title}
    />
  );
}

/** An order's status by the staff's name, in its colour (staff screens). */
export function OrderStatusChip({ status, size }: StatusChipProps) {
  return <StatusChip status={status} size={size} label={orderStatusName(status)} />;
}

/**
 * An order's status as its customer reads it, in the same colour; the hint says what comes next (decision
 * 099). For the customer's screens, the partner's and the partner's client's.
 */
export function CustomerStatusChip({ status, size }: StatusChipProps) {
  return (
    <StatusChip
      status={status}
      size={size}
      label={customerStatusName(status)}
      title={customerEs.orderStatus.next[status]}
    />
  );
}
