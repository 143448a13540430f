import type { PublicBoard, RateTier, RateTrend, RateTrendDay } from '@cambix/contract';
import { and, desc, gte, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { exchangeRates } from '../../platform/db/schema/index.ts';
import { limaDay, limaDaySql, limaDayStart, shiftDay } from '../../platform/lima-calendar.ts';

/** How many Lima days the public chart covers, today included. */
export const TREND_DAYS = 30;

interface Board {
  id: number;
  publishedAt: Date;
  buy: RateTier[];
  sell: RateTier[];
}

const columns = {
  id: exchangeRates.id,
  publishedAt: exchangeRates.publishedAt,
  buy: exchangeRates.buy,
  sell: exchangeRates.sell,
};
const newestFirst = [desc(exchangeRates.publishedAt), desc(exchangeRates.id)] as const;

const publicBoard = (board: Board): PublicBoard => ({
  id: board.id,
  publishedAt: board.publishedAt.toISOString(),
  buy: board.buy,
  sell: board.sell,
});

/**
 * The landing's charts (docs/rules/exchange.md#public-trend): today's boards as the staff's day chart draws
 * them, and for each of the last 30 Lima days the first tier of the board in force when that day ended (the
 * day's last publication, or the one before it on a day nobody published). Only each day's last board is
 * read, however often a source publishes.
 */
export async function rateTrend(ctx: Pick<AppContext, 'db' | 'now'>): Promise<RateTrend> {
  // Up to now: today's point is the board in force, and a board stamped later is not yet.
  const end = ctx.now();
  const today = limaDay(end);
  const firstDay = shiftDay(today, 1 - TREND_DAYS);
  const [start, todayStart] = [limaDayStart(firstDay), limaDayStart(today)];
  const day = limaDaySql(exchangeRates.publishedAt);
  const [before, lastOfDays, inForceToday, duringToday] = await Promise.all([
    ctx.db
      .select(columns)
      .from(exchangeRates)
      .where(lt(exchangeRates.publishedAt, start))
      .orderBy(...newestFirst)
      .limit(1),
    ctx.db
      .selectDistinctOn([day], { ...columns, day })
      .from(exchangeRates)
      .where(and(gte(exchangeRates.publishedAt, start), lt(exchangeRates.publishedAt, end)))
      .orderBy(day, ...newestFirst),
    ctx.db
      .select(columns)
      .from(exchangeRates)
      .where(lt(exchangeRates.publishedAt, todayStart))
      .orderBy(...newestFirst)
      .limit(1),
    ctx.db
      .select(columns)
      .from(exchangeRates)
      .where(and(gte(exchangeRates.publishedAt, todayStart), lt(exchangeRates.publishedAt, end)))
      .orderBy(exchangeRates.publishedAt, exchangeRates.id),
  ]);

  const lastByDay = new Map(lastOfDays.map((board) => [board.day, board]));
  const days: RateTrendDay[] = [];
  let inForce: Board | undefined = before[0];
  for (let index = 0; index < TREND_DAYS; index++) {
    const current = shiftDay(firstDay, index);
    inForce = lastByDay.get(current) ?? inForce;
    const [buy, sell] = [inForce?.buy[0], inForce?.sell[0]];
    if (buy && sell) days.push({ day: current, buy: buy.rate, sell: sell.rate });
  }
  return { day: today, today: [...inForceToday, ...duringToday].map(publicBoard), days };
}
