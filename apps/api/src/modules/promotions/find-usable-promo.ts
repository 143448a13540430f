import { formatSoles, isPast } from '@cambix/contract';
import { and, count, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import {
  banks,
  orders,
  promoCodeCustomers,
  promoCodes,
  promoCodeUses,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, maxOf, parseMoney, type Cents } from '../../platform/money.ts';
import { useStands } from './standing-use.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

export interface PromoRequest {
  code: string;
  /** Null for a quote without a session: the per-customer checks are left to the order. */
  userId: number | null;
  sendAmount: Cents;
  /** The bank the order is paid from; null when not chosen yet (the bank check is left to the order). */
  paymentBankId: number | null;
  /**
   * Coupons take something off the commission, which starts at this amount
   * (docs/rules/coupons-and-referrals.md#coupons).
   */
  flatFeeThreshold: Cents;
  /** The referral discount of the first order is in force: it does not add up with a coupon. */
  referralInForce: boolean;
  /**
   * Whether the customer has a finalized order that stands (false without a session, whose first-order check
   * is the order's); asked only of a first-order-only coupon.
   */
  hasFinalizedOrder: () => Promise<boolean>;
  now: Date;
}

async function usesOf(db: Queryable, promoId: number, userId?: number): Promise<number> {
  const [row] = await db
    .select({ uses: count() })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .where(
      and(
        eq(promoCodeUses.promoCodeId, promoId),
        useStands,
        ...(userId === undefined ? [] : [eq(promoCodeUses.userId, userId)]),
      ),
    );
  // Stryker disable next-line OptionalChaining: a count without GROUP BY always answers one row
  return row?.uses ?? 0;
}

type HiddenRefusal =
  'PROMO_NOT_FOUND' | 'PROMO_INACTIVE' | 'PROMO_NOT_STARTED' | 'PROMO_EXPIRED' | 'PROMO_USED_UP';

/** Why the coupon is not in force now, or null when it is. */
function windowRefusal(promo: PromoRow, now: Date): HiddenRefusal | null {
  if (!promo.active) return 'PROMO_INACTIVE';
  if (promo.validFrom && !isPast(promo.validFrom, now)) return 'PROMO_NOT_STARTED';
  if (promo.validTo && isPast(promo.validTo, now)) return 'PROMO_EXPIRED';
  return null;
}

/**
 * A refusal that tells whether a code exists and in what state: said only to a signed-in customer. Without a
 * session each is the same PROMO_UNAVAILABLE, so the public calculator cannot be used to enumerate coupons.
 */
const hiddenRefusal = (request: PromoRequest, code: HiddenRefusal): AppError =>
  new AppError(request.userId === null ? 'PROMO_UNAVAILABLE' : code);

/** A coupon restricted to listed customers is for them only. */
async function checkCustomer(db: Queryable, promo: PromoRow, userId: number): Promise<void> {
  const listed = await db
    .select({ userId: promoCodeCustomers.userId })
    .from(promoCodeCustomers)
    .where(eq(promoCodeCustomers.promoCodeId, promo.id));
  if (listed.length > 0 && !listed.some((row) => row.userId === userId))
    throw new AppError('PROMO_NOT_FOR_YOU');
}

async function checkBank(db: Queryable, promo: PromoRow, paymentBankId: number): Promise<void> {
  if (promo.bankId === null || promo.bankId === paymentBankId) return;
  const [bank] = await db
    .select({ shortName: banks.shortName })
    .from(banks)
    .where(eq(banks.id, promo.bankId));
  throw new AppError('PROMO_OTHER_BANK', {
    ...(bank ? { message: `Este cupón aplica solo pagando desde ${bank.shortName}.` } : {}),
    extra: { bankId: promo.bankId },
  });
}

/** The lowest amount the coupon takes: its own minimum, and never below the commission's threshold. */
export function promoMinimum(promo: PromoRow, flatFeeThreshold: Cents): Cents {
  return maxOf(parseMoney(promo.minAmount), flatFeeThreshold);
}

/** The coupon's minimum (the effective one) and maximum amount sent, each refused with the amount named. */
export function checkPromoAmount(promo: PromoRow, sendAmount: Cents, flatFeeThreshold: Cents): void {
  const minimum = promoMinimum(promo, flatFeeThreshold);
  if (sendAmount < minimum) {
    throw new AppError('PROMO_BELOW_MIN_AMOUNT', {
      message: `Este cupón aplica a órdenes desde ${formatSoles(formatMoney(minimum))}.`,
      extra: { minAmount: formatMoney(minimum) },
    });
  }
  if (promo.maxAmount !== null && sendAmount > parseMoney(promo.maxAmount)) {
    throw new AppError('PROMO_ABOVE_MAX_AMOUNT', {
      message: `Este cupón aplica a órdenes de hasta ${formatSoles(promo.maxAmount)}.`,
      extra: { maxAmount: promo.maxAmount },
    });
  }
}

/**
 * The coupon when it is good for this customer, amount and payment bank; otherwise the refusal that says
 * why, checked in the order docs/rules/coupons-and-referrals.md#coupon-rules gives. Inside an order's
 * transaction (`lock`), the coupon row is locked so two orders cannot take its last use.
 */
export async function findUsablePromo(
  db: Queryable,
  request: PromoRequest,
  lock?: { tx: Tx },
): Promise<PromoRow> {
  const query = (lock?.tx ?? db).select().from(promoCodes).where(eq(promoCodes.code, request.code));
  const [promo] = lock ? await query.for('update') : await query;
  if (!promo) throw hiddenRefusal(request, 'PROMO_NOT_FOUND');
  const usedUp = async () => promo.totalUses !== null && (await usesOf(db, promo.id)) >= promo.totalUses;
  // Anonymous: a used-up coupon is hidden too, before any check that would show it exists.
  const hidden =
    windowRefusal(promo, request.now) ??
    (request.userId === null && (await usedUp()) ? 'PROMO_USED_UP' : null);
  if (hidden) throw hiddenRefusal(request, hidden);
  if (request.userId !== null) await checkCustomer(db, promo, request.userId);
  if (request.paymentBankId !== null) await checkBank(db, promo, request.paymentBankId);
  if (request.referralInForce) throw new AppError('PROMO_NOT_WITH_REFERRAL');
  if (promo.firstOrderOnly && (await request.hasFinalizedOrder()))
    throw new AppError('PROMO_FIRST_ORDER_ONLY');
  checkPromoAmount(promo, request.sendAmount, request.flatFeeThreshold);
  if (await usedUp()) throw new AppError('PROMO_USED_UP');
  // Stryker disable next-line ConditionalExpression: without a customer usesOf matches no row (userId = NULL)
  if (request.userId !== null && (await usesOf(db, promo.id, request.userId)) >= promo.usesPerCustomer)
    throw new AppError('PROMO_ALREADY_USED');
  return promo;
}
