import { ORDER_STATUS, formatSoles } from '@cambix/contract';
import { and, count, eq, isNull, ne, or, isNotNull } from 'drizzle-orm';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { orders, promoCodes, promoCodeUses } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, maxOf, parseMoney, type Cents } from '../../platform/money.ts';

export type PromoRow = typeof promoCodes.$inferSelect;

export interface PromoRequest {
  code: string;
  /** Null for a quote without a session: the per-customer checks are left to the order. */
  userId: number | null;
  sendAmount: Cents;
  /**
   * Coupons take a percentage of the commission, which starts at this amount
   * (docs/rules/coupons-and-referrals.md#coupons).
   */
  flatFeeThreshold: Cents;
  /** The referral discount of the first order is in force: it does not add up with a coupon. */
  referralInForce: boolean;
  now: Date;
}

/** An order that expired before being finalized, or that failed (rejected, cancelled), gave its coupon use back. */
const useStands = and(
  ne(orders.status, ORDER_STATUS.FALLIDA),
  or(isNull(orders.expiredAt), isNotNull(orders.finalizedAt)),
);

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
  return row?.uses ?? 0;
}

function checkWindow(promo: PromoRow, now: Date): void {
  if (!promo.active) throw new AppError('PROMO_INACTIVE');
  if (promo.validFrom && promo.validFrom > now) throw new AppError('PROMO_NOT_STARTED');
  if (promo.validTo && promo.validTo <= now) throw new AppError('PROMO_EXPIRED');
}

/** The lowest amount the coupon takes: its own minimum, and never below the commission's threshold. */
export function promoMinimum(promo: PromoRow, flatFeeThreshold: Cents): Cents {
  return maxOf(parseMoney(promo.minAmount), flatFeeThreshold);
}

/**
 * The coupon when it is good for this customer and amount (active, in its window, uses left in total and
 * for this customer, minimum amount, not with the referral discount); otherwise the refusal that says why.
 * Inside an order's transaction (`lock`), the coupon row is locked so two orders cannot take its last use.
 */
export async function findUsablePromo(
  db: Queryable,
  request: PromoRequest,
  lock?: { tx: Tx },
): Promise<PromoRow> {
  const query = (lock?.tx ?? db).select().from(promoCodes).where(eq(promoCodes.code, request.code));
  const [promo] = lock ? await query.for('update') : await query;
  if (!promo) throw new AppError('PROMO_NOT_FOUND');
  checkWindow(promo, request.now);
  if (request.referralInForce) throw new AppError('PROMO_NOT_WITH_REFERRAL');
  const minimum = promoMinimum(promo, request.flatFeeThreshold);
  if (request.sendAmount < minimum) {
    throw new AppError('PROMO_BELOW_MIN_AMOUNT', {
      message: `Este cupón aplica a órdenes desde ${formatSoles(formatMoney(minimum))}.`,
      extra: { minAmount: formatMoney(minimum) },
    });
  }
  if (promo.totalUses !== null && (await usesOf(db, promo.id)) >= promo.totalUses)
    throw new AppError('PROMO_USED_UP');
  if (request.userId !== null && (await usesOf(db, promo.id, request.userId)) >= promo.usesPerCustomer)
    throw new AppError('PROMO_ALREADY_USED');
  return promo;
}
