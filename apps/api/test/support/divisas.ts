import { DEFAULT_SETTINGS, type DivisasSettings, type RateBoard } from '@cambix/contract';
import { cambixAccounts, exchangeRates, settings } from '../../src/platform/db/schema/index.ts';
import { forgetSettings } from '../../src/modules/settings/index.ts';
import type { TestApp } from './test-app.ts';
import { insertOrder } from './order-rows.ts';

/** The cache name of the board in force (exchange/current-board.ts): a board inserted here must be read anew. */
const BOARD_CACHE = 'exchange:board';

/** The board in force is read anew: after boards are inserted or deleted by hand. */
export const forgetBoard = (t: TestApp) => t.ctx.cache.forget(BOARD_CACHE);

/** Publishes a board as staff would: a row at the test clock's now, and the cached board forgotten. */
export async function publishBoard(t: TestApp, board: RateBoard): Promise<number> {
  const [row] = await t.ctx.db
    .insert(exchangeRates)
    .values({ source: 'manual', ...board, publishedAt: t.clock.now() })
    .returning({ id: exchangeRates.id });
  await forgetBoard(t);
  if (!row) throw new Error('board not inserted');
  return row.id;
}

/** Ajustes › Divisas as stored: the defaults with `patch`. */
export async function saveDivisas(t: TestApp, patch: Partial<DivisasSettings> = {}): Promise<void> {
  const value = { ...DEFAULT_SETTINGS.divisas, ...patch };
  await t.ctx.db
    .insert(settings)
    .values({ key: 'divisas', value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  await forgetSettings(t.ctx, 'divisas');
}

/** Cambix's USD collection account at the bank, active unless said. */
export async function usdCollectionAt(t: TestApp, bankId: number, active = true): Promise<void> {
  await t.ctx.db
    .insert(cambixAccounts)
    .values({
      bankId,
      currency: 'USD',
      purpose: 'collection',
      accountNumber: `USD-${bankId}`,
      cci: `0020000000000000${String(bankId).padStart(4, '0')}`,
      holderName: 'Cambix S.A.C.',
      active,
    })
    .onConflictDoUpdate({
      target: [cambixAccounts.bankId, cambixAccounts.currency, cambixAccounts.purpose],
      set: { active },
    });
}

/** A board of one tier each side, from US$ 50 to the top: `buy` and `sell` rates as text. */
export const flatBoard = (buy: string, sell: string): RateBoard => ({
  buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: buy }],
  sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: sell }],
});

/**
 * A closed divisas order of the customer (compra, US$ 500 at 3.70) whose lock ended at `lockedUntil` and that
 * was released a minute later: a lapsed lock (docs/rules/exchange.md#indicative-quotes), unless `extra` says
 * otherwise.
 */
export function lapsedDivisasOrder(
  t: TestApp,
  userId: number,
  lockedUntil: Date,
  extra: Parameters<typeof insertOrder>[2] = {},
) {
  return insertOrder(t.ctx, userId, {
    kind: 'divisas',
    direction: 'compra',
    sendCurrency: 'USD',
    rate: '3.7000',
    usdAmount: '500.00',
    penEquivalent: '1850.00',
    spread: '25.00',
    rateLockedUntil: lockedUntil,
    expiredAt: new Date(lockedUntil.getTime() + 60_000),
    ...extra,
  });
}
