import type { RateBoard } from '@cambix/contract';
import { desc } from 'drizzle-orm';
import type { CacheReader } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { exchangeRates } from '../../platform/db/schema/index.ts';

export interface PublishedBoard {
  id: number;
  publishedAt: Date;
  board: RateBoard;
}

export const BOARD_CACHE = 'exchange:board';

/**
 * The newest board, past any cache: inside an order's transaction, the one the order is priced with. The
 * last one published is in force: ordered by id, so no instance's clock decides it.
 */
export async function readNewestBoard(db: Queryable): Promise<PublishedBoard | null> {
  const [row] = await db.select().from(exchangeRates).orderBy(desc(exchangeRates.id)).limit(1);
  return row ? { id: row.id, publishedAt: row.publishedAt, board: { buy: row.buy, sell: row.sell } } : null;
}

/**
 * The board in force (docs/rules/exchange.md#rates), read once per instance until the next one is
 * published (publishing forgets it on every instance).
 */
export async function currentBoard(ctx: CacheReader): Promise<PublishedBoard | null> {
  const cached = await ctx.cache.get(BOARD_CACHE, async () => {
    const board = await readNewestBoard(ctx.db);
    return board && { ...board, publishedAt: board.publishedAt.toISOString() };
  });
  return cached && { ...cached, publishedAt: new Date(cached.publishedAt) };
}
