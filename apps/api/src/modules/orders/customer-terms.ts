import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import type { users } from '../../platform/db/schema/index.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { pointsBalance } from '../points/index.ts';
import { judgeReferral, type ReferralInForce } from '../referrals/index.ts';

type UserRow = typeof users.$inferSelect;

/** What the quote of one customer depends on besides the amount: commission, referral discount, points. */
export interface CustomerTerms {
  userId: number;
  /** Null: the default commission. */
  commissionPercent: string | null;
  /**
   * The referral code the customer signed up with, while it is in force (active, the anti-abuse rules pass)
   * and no order of theirs is finalized.
   */
  referral: ReferralInForce | null;
  pointsBalance: number;
}

/**
 * True once the customer has finalized an order that did not fail: the referral discount was for the
 * first one, and a rejected or cancelled order gives it back.
 */
export async function hasFinalizedOrder(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await finalizedOrderQuery(db, userId);
  return row !== undefined;
}

/** One finalized order of the customer's that did not fail, if any: `exists` of it inside another query. */
export function finalizedOrderQuery(db: Queryable, userId: number) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), isNotNull(orders.finalizedAt), ne(orders.status, ORDER_STATUS.FALLIDA)),
    )
    .limit(1);
}

/**
 * The referral code in force for the customer's first order, or null
 * (docs/rules/coupons-and-referrals.md#referral-discount): none once an order of theirs is finalized, or
 * when the code does not apply to them (judged by the referrals module).
 */
export async function referralForFirstOrder(
  ctx: CacheReader,
  user: Pick<UserRow, 'id' | 'referredByCode' | 'documentNumber' | 'email' | 'celular'>,
  db: Queryable = ctx.db,
  finalized: () => Promise<boolean> = () => hasFinalizedOrder(db, user.id),
): Promise<CustomerTerms['referral']> {
  if (!user.referredByCode) return null;
  const verdict = await judgeReferral(ctx, user, user.referredByCode, db);
  if (!verdict.inForce || (await finalized())) return null;
  return verdict.referral;
}

export async function loadCustomerTerms(
  ctx: CacheReader,
  user: UserRow,
  db: Queryable = ctx.db,
): Promise<CustomerTerms> {
  return {
    userId: user.id,
    commissionPercent: user.commissionPercent,
    referral: await referralForFirstOrder(ctx, user, db),
    pointsBalance: await pointsBalance(db, user.id),
  };
}

/** `loadCustomerTerms` from a balance and a finalized-order answer already read (a new order's inputs). */
export async function customerTermsOf(
  ctx: CacheReader,
  user: UserRow,
  known: { pointsBalance: number; hasFinalizedOrder: boolean },
  db: Queryable,
): Promise<CustomerTerms> {
  return {
    userId: user.id,
    commissionPercent: user.commissionPercent,
    referral: await referralForFirstOrder(ctx, user, db, () => Promise.resolve(known.hasFinalizedOrder)),
    pointsBalance: known.pointsBalance,
  };
}
