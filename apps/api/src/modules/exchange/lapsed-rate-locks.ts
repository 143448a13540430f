import type { DivisasSettings } from '@cambix/contract';
import { and, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { openAt, pastAt } from '../../platform/db/deadline.ts';
import { orders, requotedRateLocks } from '../../platform/db/schema/index.ts';

/** Whose locks are counted: a customer's own orders, or every order a partner placed for its clients. */
export type LockHolder = { customerId: number } | { partnerId: number };

const DAY_MS = 86_400_000;

function ordersOf(holder: LockHolder): SQL | undefined {
  return 'partnerId' in holder
    ? eq(orders.partnerId, holder.partnerId)
    : and(eq(orders.userId, holder.customerId), isNull(orders.partnerId));
}

/**
 * The divisas locks of the holder that lapsed within the last `windowDays` (docs/rules/exchange.md#indicative-quotes):
 * a lock lapses when its end passes while its order is still TEMPORAL and unfinalized (it then expires,
 * is cancelled or released, stays open, or is re-quoted). A lapse exactly `windowDays` ago is out.
 */
export async function countLapsedLocks(
  db: Queryable,
  holder: LockHolder,
  windowDays: number,
  now: Date,
): Promise<number> {
  const since = new Date(now.getTime() - windowDays * DAY_MS);
  const [current] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        ordersOf(holder),
        eq(orders.kind, 'divisas'),
        isNotNull(orders.rateLockedUntil),
        pastAt(orders.rateLockedUntil, now),
        openAt(orders.rateLockedUntil, since),
        isNull(orders.finalizedAt),
        // Cancelled, released or expired before its lock ended, the order gave the rate back in time.
        // The lock was past at the instant the order was released (docs/rules/deadlines.md#the-exact-instant).
        or(isNull(orders.expiredAt), sql`${orders.rateLockedUntil} <= ${orders.expiredAt}`),
      ),
    );
  // A re-quote replaced the order's lock, which had lapsed: it is kept apart.
  const [requoted] = await db
    .select({ n: count() })
    .from(requotedRateLocks)
    .innerJoin(orders, eq(orders.id, requotedRateLocks.orderId))
    .where(
      and(
        ordersOf(holder),
        pastAt(requotedRateLocks.lockedUntil, now),
        openAt(requotedRateLocks.lockedUntil, since),
      ),
    );
  return (current?.n ?? 0) + (requoted?.n ?? 0);
}

/**
 * Whether a new divisas quote of the holder gets no lock: the rule is on in Ajustes and the holder has
 * that many lapsed locks within its window.
 */
export async function isIndicativeFor(
  db: Queryable,
  holder: LockHolder,
  settings: Pick<DivisasSettings, 'lapsedLocksLimit' | 'lapsedLocksWindowDays'>,
  now: Date,
): Promise<boolean> {
  const { lapsedLocksLimit: limit, lapsedLocksWindowDays: days } = settings;
  if (limit === null || days === null) return false;
  return (await countLapsedLocks(db, holder, days, now)) >= limit;
}
