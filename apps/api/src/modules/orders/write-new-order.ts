import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import {
  auditLog,
  orderHistory,
  orders,
  pointsLedger,
  promoCodeUses,
} from '../../platform/db/schema/index.ts';
import { refundNote } from '../points/index.ts';
import { REPLACED_NOTE } from './release-temporal-order.ts';

type OrderRow = typeof orders.$inferSelect;

export interface NewOrderWrite {
  /** The order's row, code included. */
  values: typeof orders.$inferInsert & { userId: number; code: string };
  /** The customer has an open TEMPORAL order: it is replaced (decision 030). */
  replaceOpen: boolean;
  pointsRedeemed: number;
  promoCodeId: number | null;
  linkId: number | null;
  /** What the audit row of the creation records. */
  audit: unknown;
  now: Date;
}

const TEMPORAL = ORDER_STATUS.TEMPORAL;

/**
 * Everything a new order writes, in one statement of data-modifying CTEs: the open order it replaces (marked,
 * its history row, its points back), the order, its history row, its audit row, the points it redeems and
 * its coupon use. The rows are those release-temporal-order.ts, refund-redeemed-points.ts and recordAudit
 * write one by one elsewhere. A taken code fails the statement (a unique violation): the caller runs the
 * whole transaction again with another.
 */
export async function writeNewOrder(
  tx: Tx,
  write: NewOrderWrite,
): Promise<{ order: OrderRow; released: { id: number; code: string }[] }> {
  const { values, now } = write;
  const userId = values.userId;
  const at = sql`${now.toISOString()}::timestamptz`;
  const ctes = [];
  let released: SQL<{ id: number; code: string }[] | null> = sql`null`;

  if (write.replaceOpen) {
    const open = tx.$with('released').as(
      tx
        .update(orders)
        .set({ expiredAt: now, statusChangedAt: now, updatedAt: now })
        .where(and(eq(orders.userId, userId), eq(orders.status, TEMPORAL), isNull(orders.expiredAt)))
        .returning({ id: orders.id, code: orders.code, pointsRedeemed: orders.pointsRedeemed }),
    );
    const [before, after] = refundNote('fue reemplazada');
    ctes.push(
      open,
      tx.$with('released_history', {}).as(sql`
        insert into ${orderHistory} (order_id, from_status, to_status, actor_id, note, created_at)
        select id, ${TEMPORAL}::int, ${TEMPORAL}::int, null, ${REPLACED_NOTE}::text, ${at} from released`),
      tx.$with('released_points', {}).as(sql`
        insert into ${pointsLedger} (user_id, points, kind, order_id, note, created_at)
        select ${userId}::int, points_redeemed, 'refund', id, ${before}::text || code || ${after}::text, ${at}
        from released where points_redeemed > 0`),
    );
    released = sql`(select json_agg(json_build_object('id', id, 'code', code) order by id) from released)`;
  }

  const created = tx.$with('created').as(tx.insert(orders).values(values).returning());
  ctes.push(
    created,
    tx.$with('created_history', {}).as(sql`
      insert into ${orderHistory} (order_id, from_status, to_status, actor_id, link_id, created_at)
      select id, null, ${TEMPORAL}::int, ${userId}::int, ${write.linkId}::int, ${at} from created`),
    tx.$with('created_audit', {}).as(sql`
      insert into ${auditLog} (actor_id, action, target_type, target_id, before, after, note)
      select ${userId}::int, 'order.create', 'order', id::text, null, ${JSON.stringify(write.audit)}::jsonb, null
      from created`),
  );
  if (write.pointsRedeemed > 0) {
    ctes.push(
      tx.$with('created_points', {}).as(sql`
        insert into ${pointsLedger} (user_id, points, kind, order_id, created_at)
        select ${userId}::int, ${-write.pointsRedeemed}::int, 'redeem', id, ${at} from created`),
    );
  }
  if (write.promoCodeId !== null) {
    ctes.push(
      tx.$with('created_promo', {}).as(sql`
        insert into ${promoCodeUses} (promo_code_id, user_id, order_id, created_at)
        select ${write.promoCodeId}::int, ${userId}::int, id, ${at} from created`),
    );
  }

  // The CTE's columns under the order's own keys, so drizzle reads them as it reads an order row.
  const orderFields = Object.fromEntries(
    Object.keys(getTableColumns(orders)).map((key) => [key, created[key as keyof typeof created]]),
  ) as unknown as typeof orders._.columns;
  const [row] = await tx
    .with(...ctes)
    .select({ order: orderFields, released })
    .from(created);
  if (!row) throw new Error('insert returned no order');
  return { order: row.order as OrderRow, released: row.released ?? [] };
}
