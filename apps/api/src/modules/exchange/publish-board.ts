import {
  formatMoney,
  formatRateValue,
  parseMoney,
  parseRate,
  type ExchangeRates,
  type RateBoard,
  type RateTier,
} from '@cambix/contract';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { exchangeRates } from '../../platform/db/schema/index.ts';
import { fireRateAlerts } from '../rate-alerts/index.ts';
import { getSettings } from '../settings/index.ts';
import { BOARD_CACHE, readNewestBoard, type PublishedBoard } from './current-board.ts';
import { assertBoardWithinGuard } from './rate-guard.ts';
import type { RateSource } from './rate-sources.ts';
import { ratesView } from './rates-view.ts';

// Any fixed number: two boards published at once are written one after the other, each audited against
// the one before it.
const PUBLISH_LOCK = 7_240_520;

const normalized = (tiers: RateTier[]): RateTier[] =>
  tiers.map((tier) => ({
    fromUsd: formatMoney(parseMoney(tier.fromUsd)),
    toUsd: formatMoney(parseMoney(tier.toUsd)),
    rate: formatRateValue(parseRate(tier.rate)),
  }));

/**
 * Publishes a board from a rate source (docs/rules/exchange.md#rates): through the guard, audited with the
 * board it replaces, firing the rate alerts it crosses (docs/rules/exchange.md#rate-alerts), then every instance forgets the board it kept and every open calculator, signed in
 * or not, hears the new one (`rates:published`).
 */
export async function publishBoard<Input>(
  ctx: AppContext,
  source: RateSource<Input>,
  input: Input,
  publishedBy: number | null,
): Promise<ExchangeRates> {
  const given = source.boardOf(input);
  const board: RateBoard = { buy: normalized(given.buy), sell: normalized(given.sell) };
  const published = await ctx.db.transaction(async (tx) => {
    const divisas = await getSettings(ctx, 'divisas', tx);
    assertBoardWithinGuard(board, divisas.maxSpreadPercent);
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK})`);
    const previous = await readNewestBoard(tx);
    const [row] = await tx
      .insert(exchangeRates)
      .values({ source: source.name, buy: board.buy, sell: board.sell, publishedAt: ctx.now(), publishedBy })
      .returning();
    if (!row) throw new Error('exchange board not inserted');
    await recordAudit(tx, {
      actorId: publishedBy,
      action: 'exchange.publish',
      targetType: 'exchange_rates',
      targetId: row.id,
      before: previous && { id: previous.id, ...previous.board },
      after: { id: row.id, source: row.source, buy: row.buy, sell: row.sell },
    });
    // Under the publish lock: each board is held against the alerts once, in the order published.
    await fireRateAlerts(ctx, tx, { id: row.id, board });
    return { id: row.id, publishedAt: row.publishedAt, board } satisfies PublishedBoard;
  });
  await ctx.cache.forget(BOARD_CACHE);
  const rates = await ratesView(ctx, published);
  ctx.events.publish({ type: 'rates.published', rates });
  return rates;
}
