import {
  ORDER_STATUS,
  STAFF_ORDER_ACTIONS,
  type NotificationTaskKind,
  type OrderStatus,
  type StaffOrderAction,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { orderHistory, orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { NotificationsResolved, StaffOrderTransition } from '../../platform/events.ts';
import { resolveTask } from '../notifications/index.ts';

export type OrderRow = typeof orders.$inferSelect;

const EVENT_OF: Record<StaffOrderAction, StaffOrderTransition['type']> = {
  approve: 'order.approved',
  reject: 'order.rejected',
  payout: 'order.paid-out',
  observe: 'order.observed',
  cancel: 'order.cancelled',
};

/**
 * The staff task an order waits for in each status it leaves by a staff action
 * (docs/rules/notifications.md#tasks): leaving it does the task.
 */
const TASK_OF: Partial<Record<OrderStatus, NotificationTaskKind>> = {
  [ORDER_STATUS.PENDIENTE]: 'order-payment',
  [ORDER_STATUS.PENDIENTE_DEVOLUCION]: 'order-payout',
  [ORDER_STATUS.OBSERVADA]: 'order-payout',
};

/**
 * The order an action is asked for, as it is now. Any status but the action's own is
 * ORDER_STATUS_CHANGED: the screen showed an older state (another staff member acted first).
 */
export async function orderFor(db: Queryable, orderId: number, action: StaffOrderAction): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  if (order.status !== STAFF_ORDER_ACTIONS[action].from) throw new AppError('ORDER_STATUS_CHANGED');
  return order;
}

export interface Move {
  action: StaffOrderAction;
  actorId: number;
  /** For the history: the reason, the observation or the staff member's note. */
  note?: string | null;
  /** The columns the action sets besides the status. */
  set?: Partial<typeof orders.$inferInsert>;
  now: Date;
}

/**
 * Moves the order to the action's status only if it is still in the status read
 * (`WHERE status = expected`): of two staff acting at once, one moves it and the other gets
 * ORDER_STATUS_CHANGED. Writes the history and audit rows and resolves the notifications of the task it did;
 * answers the moved row and the events to publish once the transaction commits.
 */
export async function moveOrder(
  tx: Tx,
  current: OrderRow,
  move: Move,
): Promise<{ order: OrderRow; event: StaffOrderTransition; resolved: NotificationsResolved | null }> {
  const { from, to } = STAFF_ORDER_ACTIONS[move.action];
  const [order] = await tx
    .update(orders)
    .set({ ...move.set, status: to, statusChangedAt: move.now, updatedAt: move.now })
    .where(and(eq(orders.id, current.id), eq(orders.status, from)))
    .returning();
  if (!order) throw new AppError('ORDER_STATUS_CHANGED');
  await tx.insert(orderHistory).values({
    orderId: order.id,
    fromStatus: from,
    toStatus: to,
    actorId: move.actorId,
    note: move.note ?? null,
    createdAt: move.now,
  });
  await recordAudit(tx, {
    actorId: move.actorId,
    action: `order.${move.action}`,
    targetType: 'order',
    targetId: order.id,
    before: { status: from },
    after: { status: to, ...move.set },
    note: move.note ?? null,
  });
  const task = TASK_OF[from];
  const resolved = task ? await resolveTask(tx, { kind: task, id: order.id }, move.actorId, move.now) : null;
  return {
    order,
    resolved,
    event: {
      type: EVENT_OF[move.action],
      orderId: order.id,
      code: order.code,
      userId: order.userId,
      fromStatus: from,
      toStatus: to,
      actorId: move.actorId,
    },
  };
}
