import { ORDER_STATUS, formatMoney, parseMoney, type RateBoard } from '@cambix/contract';
import { and, asc, gte, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { linkedCustomers, withLinked, type LinkedCustomer } from './linked-customers.ts';
import { orderDollars } from './order-dollars.ts';
import { windowStart } from './rule-window.ts';

export interface WindowOrder {
  id: number;
  code: string;
  userId: number;
  kind: 'saldo' | 'divisas';
  direction: 'compra' | 'venta' | null;
  finalizedAt: string;
  usdAmount: string;
}

export interface StructuringWindow {
  start: Date;
  linked: LinkedCustomer[];
  /** The window's finalized orders (not failed) of the customer and the linked ones, each under the threshold. */
  orders: WindowOrder[];
  totalUsd: string;
}

/**
 * docs/rules/compliance.md#structuring: the orders finalized in the window of `days` days (Lima) by the
 * customer and by the customers linked to them, that did not fail, each in dollars under the declaración
 * jurada's threshold, and their sum. An order that cannot be measured (no board for its soles) is left out.
 */
export async function structuringWindow(
  db: Queryable,
  userId: number,
  now: Date,
  days: number,
  thresholdUsd: string,
  board: RateBoard | null,
): Promise<StructuringWindow> {
  const start = windowStart(now, days);
  const linked = await linkedCustomers(db, userId);
  const rows = await db
    .select({
      id: orders.id,
      code: orders.code,
      userId: orders.userId,
      kind: orders.kind,
      direction: orders.direction,
      usdAmount: orders.usdAmount,
      penEquivalent: orders.penEquivalent,
      finalizedAt: orders.finalizedAt,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.userId, withLinked(userId, linked)),
        isNotNull(orders.finalizedAt),
        gte(orders.finalizedAt, start),
        lte(orders.finalizedAt, now),
        ne(orders.status, ORDER_STATUS.FALLIDA),
      ),
    )
    .orderBy(asc(orders.finalizedAt), asc(orders.id));
  const threshold = parseMoney(thresholdUsd);
  const under: WindowOrder[] = [];
  for (const row of rows) {
    // Stryker disable next-line all: the query takes finalized orders only (the check narrows the type)
    if (row.finalizedAt === null) continue;
    const usd = orderDollars(row, board);
    if (usd === null || parseMoney(usd) >= threshold) continue;
    under.push({
      id: row.id,
      code: row.code,
      userId: row.userId,
      kind: row.kind,
      direction: row.direction,
      finalizedAt: row.finalizedAt.toISOString(),
      usdAmount: usd,
    });
  }
  const total = under.reduce((sum, order) => sum + parseMoney(order.usdAmount), 0n);
  return { start, linked, orders: under, totalUsd: formatMoney(total) };
}
