import { CLOSED_TEMPORAL_NAME, ORDER_STATUS, type OrderStatus } from '@cambix/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { OrderStatusChip } from '@/features/orders';

export interface StaffOrderStatusChipProps {
  order: { status: OrderStatus; expiredAt: string | null };
  size?: ChipProps['size'];
}

/**
 * An order's status as staff read it: a TEMPORAL order the server marked closed reads "Temporal (cerrada)"
 * in muted grey, so it is not taken for an open one (outlined).
 */
export function StaffOrderStatusChip({ order, size = 'small' }: StaffOrderStatusChipProps) {
  if (order.status !== ORDER_STATUS.TEMPORAL || order.expiredAt === null) {
    return <OrderStatusChip status={order.status} size={size} />;
  }
  return <Chip size={size} label={CLOSED_TEMPORAL_NAME} sx={{ color: 'text.secondary' }} />;
}
