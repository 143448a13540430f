import { ORDER_STATUS, formatAmount, formatMoney, parseMoney } from '@cambix/contract';
import { and, eq, gte, isNotNull, lt, ne, sql } from 'drizzle-orm';
import { orders } from '../../platform/db/schema/index.ts';
import { limaMonth, limaMonthRange } from '../../platform/lima-calendar.ts';
import type { Rule } from './rule-alert.ts';

/** How many whole months back the average looks at most. */
export const HISTORY_MONTHS = 12;

/** The Lima month `months` after 'YYYY-MM' (negative: before). */
function shiftMonth(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, number - 1 + months, 1));
  return shifted.toISOString().slice(0, 7);
}

/** Months from `from` to `to`, both 'YYYY-MM', counting both. */
function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}

/**
 * docs/rules/compliance.md#sudden-change: an order whose soles are over `suddenChangeFactor` times the
 * customer's monthly average. The average (decision 156) is of the whole Lima months before the order's
 * month, at most 12, counted from the month of the customer's first finalized order (months without orders
 * count as zero): the soles of their finalized orders that did not fail, over those months. A customer
 * with no whole month behind them has no average, and this rule does not fire. Each order is its own
 * situation.
 */
export const suddenChangeRule: Rule = async ({ tx, order, settings, now }) => {
  const month = limaMonth(now);
  const lastMonth = shiftMonth(month, -1);
  const since = limaMonthRange(shiftMonth(month, -HISTORY_MONTHS)).start;
  const until = limaMonthRange(month).start;
  const [history] = await tx
    .select({
      // Drizzle decodes only a value that is there: no order in the months leaves it null.
      first: sql<Date | null>`min(${orders.finalizedAt})`.mapWith((value: string | Date) => new Date(value)),
      total: sql<string>`coalesce(sum(${orders.penEquivalent}), 0)::numeric(14, 2)::text`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, order.userId),
        isNotNull(orders.finalizedAt),
        gte(orders.finalizedAt, since),
        lt(orders.finalizedAt, until),
        ne(orders.status, ORDER_STATUS.FALLIDA),
      ),
    );
  // Stryker disable next-line OptionalChaining: an aggregate without GROUP BY answers one row, always
  if (!history?.first) return null;
  const months = monthsBetween(limaMonth(history.first), lastMonth);
  const total = parseMoney(history.total);
  const amount = parseMoney(order.penEquivalent);
  const factor = BigInt(settings.suddenChangeFactor);
  // amount > K × total / months, without dividing.
  if (amount * BigInt(months) <= factor * total) return null;
  const average = formatMoney(total / BigInt(months));
  return {
    kind: 'sudden-change',
    subject: `order:${order.id}`,
    facts: {
      orderId: order.id,
      orderCode: order.code,
      amountPen: order.penEquivalent,
      factor: settings.suddenChangeFactor,
      monthsCounted: months,
      fromMonth: limaMonth(history.first),
      toMonth: lastMonth,
      historyTotalPen: history.total,
      monthlyAveragePen: average,
      limitPen: formatMoney((factor * total) / BigInt(months)),
    },
    summary: `Orden ${order.code} de S/ ${formatAmount(order.penEquivalent)}: más de ${settings.suddenChangeFactor} veces su promedio mensual (S/ ${formatAmount(average)}).`,
  };
};
