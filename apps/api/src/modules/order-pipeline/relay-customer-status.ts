import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent, StaffOrderTransition } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';

const STAFF_MOVES: ReadonlySet<DomainEvent['type']> = new Set<StaffOrderTransition['type']>([
  'order.approved',
  'order.rejected',
  'order.paid-out',
  'order.observed',
  'order.cancelled',
]);

const isStaffMove = (event: DomainEvent): event is StaffOrderTransition => STAFF_MOVES.has(event.type);

/**
 * Each staff transition, once committed (the use cases publish after commit), becomes `order:status` in the
 * customer's own room, so their open screens follow without a reload (decision 100). Only the code and the new
 * status travel: the screens read the rest through their own, owner-checked endpoints. Returns the unsubscribe
 * function.
 */
export function relayCustomerStatus(ctx: AppContext, realtime: Realtime): () => void {
  return ctx.events.subscribe((event) => {
    if (!isStaffMove(event)) return;
    realtime.toUser(event.userId, 'order:status', { code: event.code, status: event.toStatus });
  });
}
