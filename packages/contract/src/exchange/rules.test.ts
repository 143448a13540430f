import { describe, expect, it } from 'vitest';
import {
  describeHours,
  dollarsOfSoles,
  exchangeQuote,
  formatRate,
  isOpenAt,
  midRate,
  needsDeclaration,
  parseRate,
  tierLastUsd,
  tierRange,
  type ExchangeAmountInput,
  type ExchangeDirection,
  type ExchangeQuote,
  type RateBoard,
  type WeeklyHours,
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

describe('exchangeQuote at the edges of the bands', () => {
  it('takes soles that exactly 50.00 dollars pay as 50.00 dollars, the first tier’s first cent', () => {
    // 50.00 × 3.742 = 187.10 exactly; 49.99 × 3.742 = 187.06.
    expect(figures(quote('compra', { receiveAmount: '187.10' }))).toMatchObject({
      sendAmount: '50.00',
      receiveAmount: '187.10',
    });
    expect(exchangeQuote(BOARD, BANK, 'compra', { receiveAmount: '187.06' })).toEqual({
      ok: false,
      reason: 'BELOW_MIN',
      limitUsd: '50.00',
    });
  });

  it('never prices soles a tier reaches only at its exclusive end by that tier', () => {
    // 1000.00 × 3.742 = 3742.00, but 1000.00 dollars are the second tier's: they pay 3745.00.
    expect(figures(quote('compra', { receiveAmount: '3742.00' }))).toMatchObject({
      sendAmount: '1000.00',
      receiveAmount: '3745.00',
      rate: '3.7450',
    });
  });

  it('sells up to the last tier’s last cent for soles, and refuses the cent after it', () => {
    // 30000.00 × 3.762 = 112860.00; 112860.04 / 3.762 = 30000.0106…, one cent past the last tier.
    expect(figures(quote('venta', { sendAmount: '112860.03' }))).toMatchObject({
      sendAmount: '112860.03',
      receiveAmount: '30000.00',
      rate: '3.7620',
    });
    expect(exchangeQuote(BOARD, BANK, 'venta', { sendAmount: '112860.04' })).toEqual({
      ok: false,
      reason: 'ABOVE_MAX',
      limitUsd: '30000.00',
    });
  });

  it('measures soles below the first tier at its own rate to say which end they miss', () => {
    // S/ 100.00 are 26.72 dollars at 3.742, below the first tier (and 100 dollars at a rate of 1).
    expect(exchangeQuote(BOARD, BANK, 'compra', { receiveAmount: '100.00' })).toEqual({
      ok: false,
      reason: 'BELOW_MIN',
      limitUsd: '50.00',
    });
  });

  it('refuses every amount on a board with no tiers (nothing published yet) instead of failing', () => {
    const empty: RateBoard = { buy: [], sell: [] };
    for (const direction of ['compra', 'venta'] as const)
      for (const input of [{ sendAmount: '100.00' }, { receiveAmount: '100.00' }])
        expect(exchangeQuote(empty, BANK, direction, input)).toEqual({
          ok: false,
          reason: 'ABOVE_MAX',
          limitUsd: '0.00',
        });
  });

  it('earns no spread, never a negative one, on a crossed board (buying above selling)', () => {
    const crossed: RateBoard = {
      buy: [{ fromUsd: '50.00', toUsd: '1000.00', rate: '3.8000' }],
      sell: [{ fromUsd: '50.00', toUsd: '1000.00', rate: '3.7000' }],
    };
    const result = exchangeQuote(crossed, BANK, 'compra', { sendAmount: '100.00' });
    expect(result).toMatchObject({ ok: true, quote: { receiveAmount: '380.00', spread: '0.00' } });
  });
});

describe('midRate', () => {
  it('takes the best buy and the best sell wherever their tier is, and zero for a side with none', () => {
    const board: RateBoard = {
      buy: [
        { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7400' },
        { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7500' },
        { fromUsd: '5000.00', toUsd: '9000.00', rate: '3.7300' },
      ],
      sell: [
        { fromUsd: '50.00', toUsd: '1000.00', rate: '3.7700' },
        { fromUsd: '1000.00', toUsd: '5000.00', rate: '3.7600' },
        { fromUsd: '5000.00', toUsd: '9000.00', rate: '3.7800' },
      ],
    };
    expect(midRate(board)).toBe(parseRate('3.7550'));
    expect(midRate({ buy: board.buy, sell: [] })).toBe(parseRate('1.8750'));
    expect(midRate({ buy: [], sell: board.sell })).toBe(parseRate('1.8800'));
    expect(midRate({ buy: [], sell: [] })).toBe(0n);
  });
});

describe('needsDeclaration (docs/rules/exchange.md#origen-de-fondos)', () => {
  it('asks for it from the threshold itself, not a cent below', () => {
    expect(needsDeclaration('9999.99', '10000.00')).toBe(false);
    expect(needsDeclaration('10000.00', '10000.00')).toBe(true);
    expect(needsDeclaration('10000.01', '10000.00')).toBe(true);
  });
});

describe('formatRate', () => {
  it('shows three decimals, and the fourth only when it is not zero', () => {
    expect(formatRate('3.7420')).toBe('S/ 3.742');
    expect(formatRate('3.7425')).toBe('S/ 3.7425');
    expect(formatRate('3.74')).toBe('S/ 3.740');
    expect(formatRate('3.7')).toBe('S/ 3.700');
  });
});

describe('business hours (Lima, UTC−5 all year)', () => {
  const hours: WeeklyHours = {
    weekdays: { from: '09:30', to: '19:15' },
    saturday: { from: '09:00', to: '13:00' },
    sunday: null,
  };
  // 2026-12-02 is a Wednesday, 2026-12-05 a Saturday, 2026-12-06 a Sunday.
  it.each([
    ['a weekday, a minute before opening', '2026-12-02T14:29:00Z', false],
    ['a weekday, at opening', '2026-12-02T14:30:00Z', true],
    ['a weekday, a minute before closing', '2026-12-03T00:14:00Z', true],
    ['a weekday, at closing', '2026-12-03T00:15:00Z', false],
    ['a weekday night in Lima that is already the next day in UTC', '2026-12-03T03:00:00Z', false],
    ['a Saturday, before its closing', '2026-12-05T17:59:00Z', true],
    ['a Saturday, at its closing (a weekday would be open)', '2026-12-05T18:00:00Z', false],
    ['a Sunday with no hours, at a weekday hour', '2026-12-06T15:00:00Z', false],
    ['a Saturday night in Lima, Sunday in UTC', '2026-12-06T02:00:00Z', false],
  ])('%s (%s) → %s', (_case, at, open) => {
    expect(isOpenAt(hours, new Date(at))).toBe(open);
  });

  it('opens on a Sunday only in its own hours', () => {
    const sundays: WeeklyHours = { weekdays: null, saturday: null, sunday: { from: '10:00', to: '12:00' } };
    expect(isOpenAt(sundays, new Date('2026-12-06T15:00:00Z'))).toBe(true);
    expect(isOpenAt(sundays, new Date('2026-12-07T15:00:00Z'))).toBe(false);
  });

  it('describes the hours in words, leaving out closed days', () => {
    expect(describeHours(hours)).toBe('lunes a viernes de 09:30 a 19:15, sábados de 09:00 a 13:00');
    expect(describeHours({ weekdays: null, saturday: null, sunday: { from: '10:00', to: '12:00' } })).toBe(
      'domingos de 10:00 a 12:00',
    );
    expect(describeHours({ weekdays: null, saturday: null, sunday: null })).toBe('sin horario de atención');
  });
});
