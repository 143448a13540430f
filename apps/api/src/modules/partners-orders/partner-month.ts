import { ORDER_STATUS, type PartnerOrderPage } from '@cambix/contract';
import { and, count, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, partnerShares } from '../../platform/db/schema/index.ts';
import { limaMonth, limaMonthRange } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

/** What the partner's clients actually sent: finalized and not failed. */
const SENT = [
  ORDER_STATUS.PENDIENTE,
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
  ORDER_STATUS.TERMINADA,
];

const money = (value: string | null | undefined) => formatMoney(parseMoney(value ?? '0'));

/**
 * The partner's calendar month in Lima: orders created, the soles sent by those finalized (a failed one sent
 * nothing; a dollar order counts its soles leg, as the limit does), and the share accrued in it; /externo/ordenes and the partner's workspace both show it.
 */
export async function partnerMonth(
  db: Queryable,
  partnerId: number,
  now: Date,
): Promise<PartnerOrderPage['month']> {
  const { start, end } = limaMonthRange(limaMonth(now));
  const inMonth = and(
    eq(orders.partnerId, partnerId),
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
  );
  const [[created], [finalized], [earned]] = await Promise.all([
    db.select({ orders: count() }).from(orders).where(inMonth),
    db
      .select({ amount: sum(orders.penEquivalent) })
      .from(orders)
      .where(and(inMonth, inArray(orders.status, SENT))),
    db
      .select({ amount: sum(partnerShares.amount) })
      .from(partnerShares)
      .where(
        and(
          eq(partnerShares.partnerId, partnerId),
          gte(partnerShares.accruedAt, start),
          lt(partnerShares.accruedAt, end),
        ),
      ),
  ]);
  return {
    orders: created?.orders ?? 0,
    sendAmount: money(finalized?.amount),
    shareEarned: money(earned?.amount),
  };
}
