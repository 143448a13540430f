import type { PartnerOrderPage } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerMonthTotals } from '../../platform/db/schema/index.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

const money = (value: string | null | undefined) => formatMoney(parseMoney(value ?? '0'));

/**
 * The partner's calendar month in Lima: orders created, the soles sent by those finalized and not failed (a
 * dollar order counts its soles leg, as the limit does), and the share accrued in it; /externo/ordenes and
 * the partner's workspace both show it. One row, kept by the database on every write of orders and shares
 * (migration 0047, decision 197), rather than a sum over the month's orders that grows with them.
 */
export async function partnerMonth(
  db: Queryable,
  partnerId: number,
  now: Date,
): Promise<PartnerOrderPage['month']> {
  const [row] = await db
    .select()
    .from(partnerMonthTotals)
    .where(
      and(eq(partnerMonthTotals.partnerId, partnerId), eq(partnerMonthTotals.month, `${limaMonth(now)}-01`)),
    );
  return {
    orders: row?.orders ?? 0,
    sendAmount: money(row?.sendAmount),
    shareEarned: money(row?.shareEarned),
  };
}
