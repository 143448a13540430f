import {
  BOARD_STATUSES,
  PAYMENTS_QUEUE_STATUSES,
  PAYOUTS_QUEUE_STATUSES,
  type OrderStatus,
  type StaffModule,
} from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { Realtime } from '../../platform/realtime/realtime-server.ts';
import { loadBoardCard } from './order-board.ts';

const statusOf = (event: DomainEvent, key: 'fromStatus' | 'toStatus'): OrderStatus | undefined =>
  key in event ? (event as Record<typeof key, OrderStatus>)[key] : undefined;

const touches = (queue: readonly OrderStatus[], ...statuses: (OrderStatus | undefined)[]) =>
  statuses.some((status) => status !== undefined && queue.includes(status));

/** Who hears of a change: Órdenes (the board, the list) always; Pagos and Devoluciones when it concerns their queue. */
export function modulesConcerned(fromStatus?: OrderStatus, toStatus?: OrderStatus): StaffModule[] {
  return [
    'ordenes',
    ...(touches(PAYMENTS_QUEUE_STATUSES, fromStatus, toStatus) ? (['pagos'] as const) : []),
    ...(touches(PAYOUTS_QUEUE_STATUSES, fromStatus, toStatus) ? (['devoluciones'] as const) : []),
  ];
}

/**
 * Every order event becomes `order:changed` for the staff who may see it (`modulesConcerned`), with the
 * order's card as it is now (null once it leaves the board), so the board and the queues refresh without
 * polling. Events that name no transition (a TEMPORAL order created, a voucher uploaded) are sent only
 * while the order is on the board: the rest never concern staff. Returns the unsubscribe function.
 */
export function relayOrderChanges(ctx: AppContext, realtime: Realtime): () => void {
  return ctx.events.subscribe(async (event) => {
    if (!event.type.startsWith('order.') || event.orderId === undefined) return;
    // A TEMPORAL order is never on the board: no need to read it to know (two reads per new order).
    if (event.type === 'order.created' || event.type === 'order.expired') return;
    const toStatus = statusOf(event, 'toStatus');
    const current = await loadBoardCard(ctx.db, event.orderId);
    if (!current) return;
    const onBoard = (BOARD_STATUSES as readonly number[]).includes(current.status);
    if (toStatus === undefined && !onBoard) return;
    const fromStatus = statusOf(event, 'fromStatus');
    const status = toStatus ?? (current.status as OrderStatus);
    realtime.toModules(modulesConcerned(fromStatus, status), 'order:changed', {
      orderId: event.orderId,
      code: current.code,
      fromStatus: fromStatus ?? null,
      toStatus: status,
      at: ctx.now().toISOString(),
      card: current.card,
    });
  });
}
