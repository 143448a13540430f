import { ORDER_STATUS, formatMoney, parseMoney } from '@cambix/contract';
import { and, eq, gte, isNotNull, lte, ne, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { readNewestBoard, type PublishedBoard } from '../exchange/index.ts';
import { orderDollars, type MeasuredOrder } from './order-dollars.ts';
import { ruleSettings } from './rule-settings.ts';
import { windowStart } from './rule-window.ts';

/**
 * The customer's own orders finalized in the structuring window (not FALLIDA), as one JSON value: a subquery
 * a caller reads in its own statement (a new order's inputs) or alone.
 */
export function structuringOrdersSql(
  db: Queryable,
  userId: number,
  now: Date,
  days: number,
): SQL<MeasuredOrder[]> {
  const rows = db
    .select({
      kind: orders.kind,
      usdAmount: sql`${orders.usdAmount}::text`.as('usd_amount'),
      penEquivalent: sql`${orders.penEquivalent}::text`.as('pen_equivalent'),
    })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        isNotNull(orders.finalizedAt),
        gte(orders.finalizedAt, windowStart(now, days)),
        lte(orders.finalizedAt, now),
        ne(orders.status, ORDER_STATUS.FALLIDA),
      ),
    )
    .as('window_orders');
  return sql<
    MeasuredOrder[]
  >`(select coalesce(json_agg(json_build_object('kind', ${rows.kind}, 'usdAmount', ${rows.usdAmount}, 'penEquivalent', ${rows.penEquivalent})), '[]'::json) from ${rows})`;
}

/**
 * The dollars of the window's orders each under the threshold (docs/rules/compliance.md#structuring): what
 * a new order adds to, to know whether it is the one that reaches the declaración jurada's threshold. Only
 * the customer's own orders: the declaración is their statement about their own funds, and asking it
 * because of another customer's orders would tell them of the link (decision 156); the alert still counts
 * the linked customers. An order that cannot be measured (no board for its soles) is left out.
 */
export function structuringSumOf(
  windowOrders: readonly MeasuredOrder[],
  thresholdUsd: string,
  inForce: PublishedBoard | null,
): string {
  const threshold = parseMoney(thresholdUsd);
  const board = inForce?.board ?? null;
  let total = 0n;
  for (const order of windowOrders) {
    const usd = orderDollars(order, board);
    if (usd !== null && parseMoney(usd) < threshold) total += parseMoney(usd);
  }
  return formatMoney(total);
}

/** The same sum read on its own (a re-quote, a partner's order); soles on the board given, else the newest. */
export async function structuringSumUsd(
  ctx: AppContext,
  tx: Tx,
  userId: number,
  now: Date,
  inForce: PublishedBoard | null,
): Promise<string> {
  const settings = await ruleSettings(ctx, tx);
  const [row] = await tx
    .select({ orders: structuringOrdersSql(tx, userId, now, settings.structuringWindowDays) })
    .from(sql`(select 1) as one`);
  return structuringSumOf(
    // Stryker disable next-line all: a select from one row answers one row, its JSON coalesced to []
    row?.orders ?? [],
    settings.declarationThresholdUsd,
    inForce ?? (await readNewestBoard(tx)),
  );
}
