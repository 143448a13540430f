import { describe, expect, it } from 'vitest';
import {
  dollarsOfSoles,
  exchangeQuote,
  midRate,
  parseRate,
  tierLastUsd,
  tierRange,
  type ExchangeAmountInput,
  type ExchangeDirection,
  type ExchangeQuote,
  type RateBoard,
} from './rules.ts';
import { parseMoney } from '../common/money.ts';

const BOARD: RateBoard = {
  buy: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7420' },
    { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7450' },
    { fromUsd: '5000.00', toUsd: '30000.01', rate: '3.7480' },
  ],
  sell: [
    { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7680' },
    { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7650' },
    { fromUsd: '5000.00', toUsd: '30000.01', rate: '3.7620' },
  ],
};
const BANK = { buy: '3.6900', sell: '3.8300' };

function quote(direction: ExchangeDirection, input: ExchangeAmountInput, bank = BANK): ExchangeQuote {
  const result = exchangeQuote(BOARD, bank, direction, input);
  if (!result.ok) throw new Error(`refused: ${result.reason} ${result.limitUsd}`);
  return result.quote;
}

const figures = (q: ExchangeQuote) => ({
  sendAmount: q.sendAmount,
  receiveAmount: q.receiveAmount,
  rate: q.rate,
  savings: q.savings,
  spread: q.spread,
});

describe('exchangeQuote: compra (the customer sells us dollars)', () => {
  it('prices a tier from its first cent, and one cent below on the tier before', () => {
    expect(quote('compra', { sendAmount: '1000.00' })).toMatchObject({
      sendCurrency: 'USD',
      receiveCurrency: 'PEN',
      usdAmount: '1000.00',
      penAmount: '3745.00',
      tier: BOARD.buy[1],
      ...{
        sendAmount: '1000.00',
        receiveAmount: '3745.00',
        rate: '3.7450',
        savings: '55.00',
        spread: '10.00',
      },
    });
    // 999.99 × 3.742 = 3741.96258: soles received are rounded half up.
    expect(figures(quote('compra', { sendAmount: '999.99' }))).toEqual({
      sendAmount: '999.99',
      receiveAmount: '3741.96',
      rate: '3.7420',
      savings: '52.00',
      spread: '13.00',
    });
  });

  it('rounds the soles it pays half up: 52.50 × 3.742 = 196.455 → 196.46', () => {
    expect(quote('compra', { sendAmount: '52.50' }).receiveAmount).toBe('196.46');
  });

  it('works from the soles the customer wants: the fewest dollars that reach them', () => {
    expect(figures(quote('compra', { receiveAmount: '3745.00' }))).toMatchObject({
      sendAmount: '1000.00',
      receiveAmount: '3745.00',
      rate: '3.7450',
    });
    expect(figures(quote('compra', { receiveAmount: '3741.96' }))).toMatchObject({
      sendAmount: '999.99',
      receiveAmount: '3741.96',
      rate: '3.7420',
    });
    // 196.46 is reached by 52.50 dollars and not by 52.49 (196.417...).
    expect(quote('compra', { receiveAmount: '196.46' }).sendAmount).toBe('52.50');
  });

  it('takes the next tier start for soles between two tiers (more than 999.99 pays, less than 1000.00)', () => {
    expect(figures(quote('compra', { receiveAmount: '3743.00' }))).toMatchObject({
      sendAmount: '1000.00',
      receiveAmount: '3745.00',
      rate: '3.7450',
    });
  });

  it('refuses below the first tier and from the last tier’s end, naming the limit', () => {
    expect(exchangeQuote(BOARD, BANK, 'compra', { sendAmount: '49.99' })).toEqual({
      ok: false,
      reason: 'BELOW_MIN',
      limitUsd: '50.00',
    });
    expect(quote('compra', { sendAmount: '30000.00' }).rate).toBe('3.7480');
    expect(exchangeQuote(BOARD, BANK, 'compra', { sendAmount: '30000.01' })).toEqual({
      ok: false,
      reason: 'ABOVE_MAX',
      limitUsd: '30000.00',
    });
    expect(exchangeQuote(BOARD, BANK, 'compra', { receiveAmount: '10.00' })).toMatchObject({
      reason: 'BELOW_MIN',
    });
    expect(exchangeQuote(BOARD, BANK, 'compra', { receiveAmount: '200000.00' })).toMatchObject({
      reason: 'ABOVE_MAX',
    });
  });
});

describe('exchangeQuote: venta (the customer buys dollars)', () => {
  it('prices a tier from its first cent, and one cent below on the tier before', () => {
    expect(quote('venta', { receiveAmount: '1000.00' })).toMatchObject({
      sendCurrency: 'PEN',
      receiveCurrency: 'USD',
      tier: BOARD.sell[1],
      ...{ sendAmount: '3765.00', receiveAmount: '1000.00', rate: '3.7650' },
    });
    // 999.99 × 3.768 = 3767.96232: soles paid are rounded up; the bank's 3829.9617 too.
    expect(figures(quote('venta', { receiveAmount: '999.99' }))).toEqual({
      sendAmount: '3767.97',
      receiveAmount: '999.99',
      rate: '3.7680',
      savings: '62.00',
      spread: '13.01',
    });
  });

  it('rounds the soles the customer pays up: 50.25 × 3.768 = 189.342 → 189.35', () => {
    expect(quote('venta', { receiveAmount: '50.25' }).sendAmount).toBe('189.35');
  });

  it('works from the soles the customer pays: the dollars rounded down, the larger tier where two fit', () => {
    // 189.34 / 3.768 = 50.2494...: the customer receives 50.24, never a cent not paid for.
    expect(figures(quote('venta', { sendAmount: '189.34' }))).toMatchObject({
      sendAmount: '189.34',
      receiveAmount: '50.24',
    });
    // 3765.00 buys 999.20 at the first tier's rate and 1000.00 at the second's: the customer gets 1000.00,
    // as the calculator promised for 1000.00 received.
    expect(figures(quote('venta', { sendAmount: '3765.00' }))).toMatchObject({
      sendAmount: '3765.00',
      receiveAmount: '1000.00',
      rate: '3.7650',
    });
  });

  it('refuses outside the tiers from either field', () => {
    expect(exchangeQuote(BOARD, BANK, 'venta', { receiveAmount: '49.99' })).toMatchObject({
      reason: 'BELOW_MIN',
      limitUsd: '50.00',
    });
    expect(exchangeQuote(BOARD, BANK, 'venta', { receiveAmount: '30000.01' })).toMatchObject({
      reason: 'ABOVE_MAX',
      limitUsd: '30000.00',
    });
    expect(exchangeQuote(BOARD, BANK, 'venta', { sendAmount: '100.00' })).toMatchObject({
      reason: 'BELOW_MIN',
    });
    expect(exchangeQuote(BOARD, BANK, 'venta', { sendAmount: '200000.00' })).toMatchObject({
      reason: 'ABOVE_MAX',
    });
  });
});

describe('savings and spread', () => {
  it('savings are never below zero when the bank’s rate is better than ours', () => {
    expect(quote('compra', { sendAmount: '100.00' }, { buy: '3.8000', sell: '3.9000' }).savings).toBe('0.00');
    expect(quote('venta', { receiveAmount: '100.00' }, { buy: '3.6000', sell: '3.7000' }).savings).toBe(
      '0.00',
    );
  });

  it('the spread is the distance from the middle rate, never negative, for every amount and field', () => {
    const middle = midRate(BOARD);
    expect(middle).toBe(parseRate('3.7550'));
    for (let cents = 5_000n; cents < 3_000_001n; cents += 9_973n) {
      const amount = `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
      for (const direction of ['compra', 'venta'] as const) {
        for (const input of [{ sendAmount: amount }, { receiveAmount: amount }]) {
          const result = exchangeQuote(BOARD, BANK, direction, input);
          if (!result.ok) continue;
          const q = result.quote;
          const usd = parseMoney(q.usdAmount);
          const pen = parseMoney(q.penAmount);
          const atMiddle = (usd * middle * 2n + 10_000n) / 20_000n;
          const raw = direction === 'compra' ? atMiddle - pen : pen - atMiddle;
          expect(raw >= 0n, `${direction} ${JSON.stringify(input)}`).toBe(true);
          expect(parseMoney(q.spread)).toBe(raw);
          // Cambix never pays out a céntimo it was not paid for.
          const exact = usd * parseRate(q.rate);
          if (direction === 'venta') expect(pen * 10_000n >= exact).toBe(true);
          expect(usd >= parseMoney(q.tier.fromUsd) && usd < parseMoney(q.tier.toUsd)).toBe(true);
        }
      }
    }
  });
});

describe('tier bands', () => {
  it('a tier ends one cent before the next one starts; the board takes what its tiers take', () => {
    expect(BOARD.buy.map(tierLastUsd)).toEqual(['999.99', '4999.99', '30000.00']);
    expect(tierRange(BOARD.sell)).toEqual({ minUsd: '50.00', maxUsd: '30000.00' });
    expect(tierRange([])).toEqual({ minUsd: '0.00', maxUsd: '0.00' });
  });
});

describe('soles in dollars for the declaración jurada', () => {
  it('converts at the middle of the best rates, rounded down, and answers nothing without a board', () => {
    const board = {
      buy: [{ fromUsd: '1.00', toUsd: '50000.00', rate: '3.7420' }],
      sell: [{ fromUsd: '1.00', toUsd: '50000.00', rate: '3.7680' }],
    };
    // Middle 3.755: S/ 18,775.00 is US$ 5,000.00.
    expect(dollarsOfSoles('18775.00', board)).toBe('5000.00');
    expect(dollarsOfSoles('18774.99', board)).toBe('4999.99');
    expect(dollarsOfSoles('100.00', { buy: [], sell: [] })).toBeNull();
  });
});
