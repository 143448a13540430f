import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import type { users } from '../../platform/db/schema/index.ts';
import { orders, referralCodes } from '../../platform/db/schema/index.ts';
import { pointsBalance } from '../points/index.ts';

type UserRow = typeof users.$inferSelect;

/** What the quote of one customer depends on besides the amount: commission, referral discount, points. */
export interface CustomerTerms {
  userId: number;
  /** Null: the default commission. */
  commissionPercent: string | null;
  /** The referral code the customer signed up with, while it is active and no order of theirs is finalized. */
  referral: { code: string; percentDiscount: string } | null;
  pointsBalance: number;
}

/**
 * True once the customer has finalized an order that did not fail: the referral discount was for the
 * first one, and a rejected or cancelled order gives it back.
 */
export async function hasFinalizedOrder(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), isNotNull(orders.finalizedAt), ne(orders.status, ORDER_STATUS.FALLIDA)),
    )
    .limit(1);
  return row !== undefined;
}

/** The referral code in force for the customer's first order, or null. */
export async function referralForFirstOrder(
  db: Queryable,
  user: Pick<UserRow, 'id' | 'referredByCode'>,
): Promise<CustomerTerms['referral']> {
  if (!user.referredByCode) return null;
  const [code] = await db
    .select({ code: referralCodes.code, percentDiscount: referralCodes.percentDiscount })
    .from(referralCodes)
    .where(and(eq(referralCodes.code, user.referredByCode), eq(referralCodes.active, true)));
  if (!code || (await hasFinalizedOrder(db, user.id))) return null;
  return code;
}

export async function loadCustomerTerms(db: Queryable, user: UserRow): Promise<CustomerTerms> {
  return {
    userId: user.id,
    commissionPercent: user.commissionPercent,
    referral: await referralForFirstOrder(db, user),
    pointsBalance: await pointsBalance(db, user.id),
  };
}
