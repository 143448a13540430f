import { dollarsOfSoles, formatRateValue, midRate } from '@cambix/contract';
import { desc, lte } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { exchangeRates, type orders } from '../../platform/db/schema/index.ts';

type Order = Pick<typeof orders.$inferSelect, 'kind' | 'usdAmount' | 'rate' | 'sendAmount' | 'createdAt'>;

export interface UsdEquivalent {
  usd: string;
  /** Soles per dollar the figure was measured by. */
  rate: string | null;
}

/**
 * An order's dollars for the register (decision 152): a divisas order's own dollars at its own rate; a
 * cambio de saldo's soles at the middle rate of the board in force when it was placed (the figure its
 * declaración jurada was decided by), or of the oldest board when none was published yet. Null: no board
 * was ever published, so soles cannot be measured.
 */
export async function usdEquivalentOf(db: Queryable, order: Order): Promise<UsdEquivalent | null> {
  if (order.kind === 'divisas' && order.usdAmount !== null) {
    return { usd: order.usdAmount, rate: order.rate };
  }
  const [atPlacement] = await db
    .select({ buy: exchangeRates.buy, sell: exchangeRates.sell })
    .from(exchangeRates)
    .where(lte(exchangeRates.publishedAt, order.createdAt))
    .orderBy(desc(exchangeRates.id))
    .limit(1);
  const [oldest] = atPlacement
    ? [atPlacement]
    : await db
        .select({ buy: exchangeRates.buy, sell: exchangeRates.sell })
        .from(exchangeRates)
        .orderBy(exchangeRates.id)
        .limit(1);
  if (!oldest) return null;
  const usd = dollarsOfSoles(order.sendAmount, oldest);
  return usd === null ? null : { usd, rate: formatRateValue(midRate(oldest)) };
}
