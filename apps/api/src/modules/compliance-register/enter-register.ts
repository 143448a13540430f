import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, gte, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { complianceRegister, orders } from '../../platform/db/schema/index.ts';
import { limaMonth, limaMonthRange } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { getSettings } from '../settings/index.ts';
import { registerSnapshot } from './register-snapshot.ts';
import { boardAtPlacement, oldestBoard, usdEquivalentOf, type UsdEquivalent } from './usd-equivalent.ts';

type Order = typeof orders.$inferSelect;

async function insertRow(
  tx: Tx,
  order: Order,
  usd: UsdEquivalent,
  reason: 'single' | 'monthly',
  operatedAt: Date,
): Promise<void> {
  await tx
    .insert(complianceRegister)
    .values({
      orderId: order.id,
      userId: order.userId,
      reason,
      month: limaMonth(operatedAt),
      operatedAt,
      usdEquivalent: usd.usd,
      snapshot: await registerSnapshot(tx, order, usd, operatedAt),
    })
    // Each operation enters once (docs/rules/compliance.md#the-register).
    .onConflictDoNothing();
}

/**
 * docs/rules/compliance.md#the-register: inside the payout's transaction (the customer's row locked), the
 * order that just finished enters the register when its dollars reach the single threshold; and when the
 * customer's finished operations of this Lima month reach the monthly threshold, every one of them that is
 * not in yet enters, this one included, so later ones that month enter too. The month's orders are read
 * once, each with the board it is measured by.
 */
export async function enterRegister(ctx: AppContext, tx: Tx, finished: Order): Promise<void> {
  const operatedAt = finished.paidOutAt ?? ctx.now();
  const thresholds = await getSettings(ctx, 'compliance', tx);
  const { start, end } = limaMonthRange(limaMonth(operatedAt));
  const board = boardAtPlacement(tx, orders.createdAt);
  const month = await tx
    .select({ order: orders, board: { buy: board.buy, sell: board.sell } })
    .from(orders)
    .leftJoinLateral(board, sql`true`)
    .where(
      or(
        eq(orders.id, finished.id),
        and(
          eq(orders.userId, finished.userId),
          eq(orders.status, ORDER_STATUS.TERMINADA),
          gte(orders.paidOutAt, start),
          lt(orders.paidOutAt, end),
        ),
      ),
    )
    .orderBy(orders.paidOutAt, orders.id);
  const oldest = month.some((row) => row.board === null) ? await oldestBoard(tx) : null;
  const measure = (row: (typeof month)[number]) => usdEquivalentOf(row.order, row.board ?? oldest);
  const finishedRow = month.find((row) => row.order.id === finished.id);
  const usd = finishedRow ? measure(finishedRow) : null;
  if (usd === null) {
    ctx.log.warn({ orderId: finished.id }, 'register: no rate board to measure the order in dollars');
    return;
  }
  if (parseMoney(usd.usd) >= parseMoney(thresholds.registerSingleUsd)) {
    await insertRow(tx, finished, usd, 'single', operatedAt);
  }
  const measured: { order: Order; usd: UsdEquivalent }[] = [];
  for (const row of month) {
    const figure = measure(row);
    if (figure) measured.push({ order: row.order, usd: figure });
  }
  const total = measured.reduce((sum, { usd: figure }) => sum + parseMoney(figure.usd), 0n);
  if (total < parseMoney(thresholds.registerMonthlyUsd)) return;
  ctx.log.info({ userId: finished.userId, total: formatMoney(total) }, 'register: monthly threshold reached');
  for (const { order, usd: figure } of measured) {
    await insertRow(tx, order, figure, 'monthly', order.paidOutAt ?? operatedAt);
  }
}
