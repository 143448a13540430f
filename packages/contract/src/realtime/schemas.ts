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
