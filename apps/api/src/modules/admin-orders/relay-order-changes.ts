import { BOARD_STATUSES, type OrderStatus } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';
import { loadBoardCard } from './order-board.ts';

const statusOf = (event: DomainEvent, key: 'fromStatus' | 'toStatus'): OrderStatus | undefined =>
  key in event ? (event as Record<typeof key, OrderStatus>)[key] : undefined;

/**
 * Every order event becomes `order:changed` in the staff room, with the order's card as it is now
 * (null once it leaves the board), so the board and the queues refresh without polling. Events that
 * name no transition (a TEMPORAL order created, a voucher uploaded) are sent only while the order is on
 * the board: the rest never concern staff. Returns the unsubscribe function.
 */
export function relayOrderChanges(ctx: AppContext, realtime: Realtime): () => void {
  return ctx.events.subscribe(async (event) => {
    if (!event.type.startsWith('order.') || event.orderId === undefined) return;
    const toStatus = statusOf(event, 'toStatus');
    const current = await loadBoardCard(ctx.db, event.orderId);
    if (!current) return;
    const onBoard = (BOARD_STATUSES as readonly number[]).includes(current.status);
    if (toStatus === undefined && !onBoard) return;
    realtime.toStaff('order:changed', {
      orderId: event.orderId,
      code: current.code,
      fromStatus: statusOf(event, 'fromStatus') ?? null,
      toStatus: toStatus ?? (current.status as OrderStatus),
      at: ctx.now().toISOString(),
      card: current.card,
    });
  });
}
