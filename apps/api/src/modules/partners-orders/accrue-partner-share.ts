import type { Tx } from '../../platform/db/client.ts';
import { partnerShares, type orders } from '../../platform/db/schema/index.ts';
import { formatMoney, maxOf, parseMoney, parsePercent, percentOf } from '../../platform/money.ts';
import { findPartner } from './acting-partner.ts';

type OrderRow = typeof orders.$inferSelect;

/**
 * The partner's share of an order that ends TERMINADA (docs/rules/partners.md#shares), in the payout's
 * transaction: the final commission (the fee after any discount; the interbank fee is the bank's cost, not
 * Cambix's income) times the partner's share percent, half-up to céntimos, with the percent used. One row
 * per order whatever races (the unique index keeps the first); never recomputed.
 */
export async function accruePartnerShare(tx: Tx, order: OrderRow, now: Date): Promise<void> {
  if (order.partnerId === null) return;
  const partner = await findPartner(tx, order.partnerId);
  if (!partner) return;
  const commission = maxOf(
    0n,
    parseMoney(order.fee) - parseMoney(order.discount) - parseMoney(order.pointsDiscount),
  );
  await tx
    .insert(partnerShares)
    .values({
      partnerId: partner.id,
      orderId: order.id,
      commission: formatMoney(commission),
      sharePercent: partner.sharePercent,
      amount: formatMoney(percentOf(commission, parsePercent(partner.sharePercent))),
      accruedAt: now,
    })
    .onConflictDoNothing({ target: partnerShares.orderId });
}
