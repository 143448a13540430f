import type { OrderStatus } from '@cambix/contract';
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

export const orderStatusName = (status: OrderStatus): string => customerEs.orderStatus.names[status];

/**
 * An order's status by its Spanish name (docs/rules/statuses.md#order-statuses), in its colour; the hint says
 * what it means.
 */
export function OrderStatusChip({
  status,
  size = 'small',
}: {
  status: OrderStatus;
  size?: ChipProps['size'];
}) {
  return (
    <Chip
      size={size}
      label={orderStatusName(status)}
      color={ORDER_STATUS_COLOR[status]}
      variant={status === 0 ? 'outlined' : 'filled'}
      title={customerEs.orderStatus.hints[status]}
    />
  );
}
