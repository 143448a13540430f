import { dollarsOfSoles, formatRateValue, midRate } from '@cambix/contract';
import { desc, lte, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { exchangeRates, type orders } from '../../platform/db/schema/index.ts';

type Order = Pick<typeof orders.$inferSelect, 'kind' | 'usdAmount' | 'rate' | 'sendAmount'>;

export type Board = Pick<typeof exchangeRates.$inferSelect, 'buy' | 'sell'>;

export interface UsdEquivalent {
  usd: string;
  /** Soles per dollar the figure was measured by. */
  rate: string | null;
}

/** The board in force when `placedAt` was: the newest published at or before it (a lateral subquery). */
export const boardAtPlacement = (db: Queryable, placedAt: AnyColumn | SQL) =>
  db
    .select({ buy: exchangeRates.buy, sell: exchangeRates.sell })
    .from(exchangeRates)
    .where(lte(exchangeRates.publishedAt, placedAt))
    .orderBy(desc(exchangeRates.id))
    .limit(1)
    .as('board_at_placement');

/** The first board ever published, for orders placed before it; null when none was. */
export async function oldestBoard(db: Queryable): Promise<Board | null> {
  const [oldest] = await db
    .select({ buy: exchangeRates.buy, sell: exchangeRates.sell })
    .from(exchangeRates)
    .orderBy(exchangeRates.id)
    .limit(1);
  return oldest ?? null;
}

/**
 * An order's dollars for the register (decision 152): a divisas order's own dollars at its own rate; a
 * cambio de saldo's soles at the middle rate of `board`, the board in force when it was placed (the figure
 * its declaración jurada was decided by), or the oldest when none was published yet. Null: no board was
 * ever published, so soles cannot be measured.
 */
export function usdEquivalentOf(order: Order, board: Board | null): UsdEquivalent | null {
  if (order.kind === 'divisas' && order.usdAmount !== null) {
    return { usd: order.usdAmount, rate: order.rate };
  }
  if (!board) return null;
  const usd = dollarsOfSoles(order.sendAmount, board);
  return usd === null ? null : { usd, rate: formatRateValue(midRate(board)) };
}
