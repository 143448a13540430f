import { ORDER_STATUS } from '@cambix/contract';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { RELEASE_COLUMNS, releasedEvent, releaseTemporalOrder } from './release-temporal-order.ts';
import { pastAt } from '../../platform/db/deadline.ts';

/** Orders marked per transaction: short transactions, and a backlog still drains in one sweep. */
const BATCH = 200;
/** Any fixed number (the migrations use another): one instance sweeps at a time. */
export const ORDER_EXPIRY_LOCK = 7_240_312;

async function expireBatch(ctx: AppContext, now: Date) {
  return ctx.db.transaction(async (tx) => {
    // Another instance is sweeping: it takes the whole backlog, this one has nothing to do.
    const [lock] = await tx
      .select({ taken: sql<boolean>`pg_try_advisory_xact_lock(${ORDER_EXPIRY_LOCK})` })
      .from(sql`(select 1) as one`);
    if (!lock?.taken) return { expired: [], seen: 0 };
    // SKIP LOCKED: rows another sweep (another instance) or a finalize holds are left to them; the
    // release below re-checks the status, so each order is marked once and a finalize that won keeps it.
    const due = await tx
      .select(RELEASE_COLUMNS)
      .from(orders)
      .where(
        and(
          eq(orders.status, ORDER_STATUS.TEMPORAL),
          isNull(orders.expiredAt),
          pastAt(orders.expiresAt, now),
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const expired: DomainEvent[] = [];
    for (const order of due) {
      if (!(await releaseTemporalOrder(tx, order, now, 'expired'))) continue;
      const event = releasedEvent(order);
      await recordPartnerEvents(ctx, tx, event);
      expired.push(event);
    }
    return { expired, seen: due.length };
  });
}

/**
 * Temporary orders past their time are kept, marked expired (still TEMPORAL, `expired_at` set) and so
 * hidden from the customer; the points they redeemed go back, and their coupon use stops counting
 * (promotions count only uses of orders that stand). Safe to run on several instances at once and again:
 * one sweeps at a time (an advisory lock), and an order is marked once. The deadline is in the row, so
 * a sweep after a restart catches up. A partner order's event is written in its batch's transaction, and
 * `order.expired` is published after each batch commits. Returns how many.
 */
export async function expireTemporaryOrders(ctx: AppContext, now: Date = ctx.now()): Promise<number> {
  let total = 0;
  for (;;) {
    const { expired, seen } = await expireBatch(ctx, now);
    for (const event of expired) ctx.events.publish(event);
    total += expired.length;
    if (seen < BATCH) return total;
  }
}
