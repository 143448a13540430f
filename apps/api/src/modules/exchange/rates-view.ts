import { describeHours, isOpenAt, type ExchangeRates } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { getSettings } from '../settings/index.ts';
import { currentBoard, type PublishedBoard } from './current-board.ts';

/**
 * What every calculator reads (docs/rules/exchange.md#rates): the board in force with the divisas
 * settings a customer needs. `board` is given when the caller already holds the one just published.
 */
export async function ratesView(
  ctx: Pick<AppContext, 'cache' | 'db' | 'now'>,
  board?: PublishedBoard | null,
): Promise<ExchangeRates> {
  const [published, divisas] = await Promise.all([
    board === undefined ? currentBoard(ctx) : board,
    getSettings(ctx, 'divisas'),
  ]);
  return {
    id: published?.id ?? null,
    publishedAt: published?.publishedAt.toISOString() ?? null,
    buy: published?.board.buy ?? [],
    sell: published?.board.sell ?? [],
    enabled: divisas.enabled,
    open: isOpenAt(divisas.hours, ctx.now()),
    hoursText: describeHours(divisas.hours),
    lockMinutes: divisas.lockMinutes,
    bankBuy: divisas.bankBuy,
    bankSell: divisas.bankSell,
    declarationThresholdUsd: divisas.declarationThresholdUsd,
  };
}

/** After a new board or a divisas settings save has committed: every open calculator hears the new view. */
export async function announceRates(ctx: AppContext, board?: PublishedBoard | null): Promise<void> {
  ctx.events.publish({ type: 'rates.published', rates: await ratesView(ctx, board) });
}
