import { z } from 'zod';
import { boardCard } from '../admin-orders/schemas.ts';
import { orderStatus } from '../orders/schemas.ts';

/** `order:changed`, to the staff room after a transition commits. `card` is null once the order leaves the board. */
export const orderChanged = z.object({
  orderId: z.number().int(),
  code: z.string(),
  fromStatus: orderStatus.nullable(),
  toStatus: orderStatus,
  at: z.string(),
  card: boardCard.nullable(),
});
export type OrderChanged = z.infer<typeof orderChanged>;

/** `order:status`, to the customer's own room after staff move their order: the code and the new status only. */
export const orderStatusChanged = z.object({ code: z.string(), status: orderStatus });
export type OrderStatusChanged = z.infer<typeof orderStatusChanged>;
