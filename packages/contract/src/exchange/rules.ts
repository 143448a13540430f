// Divisas (docs/rules/exchange.md): the rules both ends apply. The server's quote is the one an order
// keeps; the calculator runs the same function on the rates the server published, so what a person sees
// on every keystroke is what the server will compute.

import type { Currency } from '../bank-accounts/schemas.ts';
import { formatDecimal, formatMoney, maxOf, minOf, parseDecimal, parseMoney } from '../common/money.ts';

/** Cambix's side: `compra` we buy the customer's dollars (they send USD), `venta` we sell them dollars. */
export type ExchangeDirection = 'compra' | 'venta';

/** The currencies a direction moves: what the customer sends and what they receive. */
export const DIRECTION_CURRENCIES: Record<ExchangeDirection, { send: Currency; receive: Currency }> = {
  compra: { send: 'USD', receive: 'PEN' },
  venta: { send: 'PEN', receive: 'USD' },
};

/** One band of amounts in dollars and its rate (soles per dollar, up to four decimals). */
export interface RateTier {
  fromUsd: string;
  /** Exclusive; the last tier's is the largest operation we take. */
  toUsd: string;
  rate: string;
}

export interface RateBoard {
  /** What we pay in soles for each dollar the customer sells us: better (higher) for larger amounts. */
  buy: RateTier[];
  /** What the customer pays in soles for each dollar: better (lower) for larger amounts. */
  sell: RateTier[];
}

export type ExchangeAmountInput = { sendAmount: string } | { receiveAmount: string };

export interface ExchangeQuote {
  direction: ExchangeDirection;
  sendCurrency: Currency;
  receiveCurrency: Currency;
  sendAmount: string;
  receiveAmount: string;
  rate: string;
  usdAmount: string;
  penAmount: string;
  tier: RateTier;
  /** Soles the customer keeps against the bank's board rate (0.00 when the bank's would be better). */
  savings: string;
  /** What Cambix earns in soles: the distance from the middle of the best rates, times the dollars. */
  spread: string;
}

export type ExchangeRefusal =
  { reason: 'BELOW_MIN'; limitUsd: string } | { reason: 'ABOVE_MAX'; limitUsd: string };

export type ExchangeQuoteResult = { ok: true; quote: ExchangeQuote } | ({ ok: false } & ExchangeRefusal);

// Exact arithmetic: cents and rates (ten-thousandths) as bigints, rounded half up where a rule says so.
const RATE_UNIT = 10_000n;

// A rate has four decimals; a fifth is refused like a third decimal of money, never cut.
export const parseRate = (text: string): bigint => parseDecimal(text, 4);
export const formatRateValue = (rate: bigint): string => formatDecimal(rate, 4);

const divideHalfUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator * 2n + denominator) / (denominator * 2n);
const divideDown = (numerator: bigint, denominator: bigint): bigint => numerator / denominator;
const divideUp = (numerator: bigint, denominator: bigint): bigint =>
  (numerator + denominator - 1n) / denominator;

/** Soles of `usdCents` dollars at `rate`, rounded half up to the céntimo. */
const solesOf = (usdCents: bigint, rate: bigint): bigint => divideHalfUp(usdCents * rate, RATE_UNIT);

const holds = (tier: RateTier, usdCents: bigint): boolean =>
  usdCents >= parseMoney(tier.fromUsd) && usdCents < parseMoney(tier.toUsd);

const tierOf = (tiers: RateTier[], usdCents: bigint): RateTier | null =>
  tiers.find((tier) => holds(tier, usdCents)) ?? null;

/** The middle of the best buy and best sell rates: no tier pays above it or sells below it. */
export function midRate(board: RateBoard): bigint {
  const rates = (tiers: RateTier[]) => tiers.map((tier) => parseRate(tier.rate));
  const bestBuy = rates(board.buy).reduce(maxOf, 0n);
  const sells = rates(board.sell);
  const bestSell = sells.length === 0 ? 0n : sells.reduce(minOf);
  return (bestBuy + bestSell) / 2n;
}

/** The last cent a tier takes: its stored end is exclusive, so the next tier can start where it ends. */
export function tierLastUsd(tier: RateTier): string {
  return formatMoney(parseMoney(tier.toUsd) - 1n);
}

/** The smallest and largest operation in dollars the tiers take. */
export function tierRange(tiers: RateTier[]): { minUsd: string; maxUsd: string } {
  const first = tiers[0];
  const last = tiers[tiers.length - 1];
  return { minUsd: first?.fromUsd ?? '0.00', maxUsd: last ? tierLastUsd(last) : '0.00' };
}

/**
 * The most dollars `penCents` soles buy: the tier depends on the dollars, which depend on the rate, so each
 * tier is tried with its own rate. Where two tiers' bands both hold their result (a larger tier sells
 * cheaper), the customer gets the larger: paying what the calculator asked for `receiveAmount` gives back
 * that same amount. Tiers follow each other upwards (publishRatesRequest), so the larger is the later.
 */
function usdForSoles(tiers: RateTier[], penCents: bigint): { usd: bigint; tier: RateTier } | null {
  let best: { usd: bigint; tier: RateTier } | null = null;
  for (const tier of tiers) {
    const usd = divideDown(penCents * RATE_UNIT, parseRate(tier.rate));
    if (holds(tier, usd)) best = { usd, tier };
  }
  return best;
}

/**
 * For a customer selling dollars: the fewest dollars whose soles reach `penCents`. Soles grow with the
 * dollars across tiers (a larger tier buys at the same rate or higher), so the answer is the first tier's
 * own that its band holds (tiers follow each other upwards); soles that fall between two tiers (more than
 * the last cent of one pays, less than the first of the next) take the next tier's start. Below the first
 * tier's start there is no answer.
 */
function usdToReach(tiers: RateTier[], penCents: bigint): { usd: bigint; tier: RateTier } | null {
  for (const [index, tier] of tiers.entries()) {
    const rate = parseRate(tier.rate);
    let usd = divideUp(penCents * RATE_UNIT, rate);
    // A rate is at least 1 (rateString): the soles of −2 cents are below zero, so this stops by −1 cent.
    while (solesOf(usd - 1n, rate) >= penCents) usd -= 1n;
    const from = parseMoney(tier.fromUsd);
    if (usd < from) {
      if (index === 0) return null;
      usd = from;
    }
    if (usd < parseMoney(tier.toUsd)) return { usd, tier };
  }
  return null;
}

/** Where the amount falls outside the tiers: below the first or above the last. */
function outOfRange(tiers: RateTier[], usdCents: bigint): ExchangeRefusal {
  const { minUsd, maxUsd } = tierRange(tiers);
  // Stryker disable next-line EqualityOperator: the first tier holds its start, so no refused amount equals it
  return usdCents < parseMoney(minUsd)
    ? { reason: 'BELOW_MIN', limitUsd: minUsd }
    : { reason: 'ABOVE_MAX', limitUsd: maxUsd };
}

/**
 * The quote of a divisas operation (docs/rules/exchange.md#the-quote). Dollars decide the tier. The
 * customer's soles are rounded half up when they receive them and up when they pay them; their dollars are
 * rounded down when they receive them: Cambix never hands out a céntimo it was not paid for.
 */
export function exchangeQuote(
  board: RateBoard,
  bankBoard: { buy: string; sell: string },
  direction: ExchangeDirection,
  input: ExchangeAmountInput,
): ExchangeQuoteResult {
  const tiers = direction === 'compra' ? board.buy : board.sell;
  let usd: bigint;
  let tier: RateTier | null;
  if (direction === 'compra') {
    if ('sendAmount' in input) {
      usd = parseMoney(input.sendAmount);
      tier = tierOf(tiers, usd);
    } else {
      const found = usdToReach(tiers, parseMoney(input.receiveAmount));
      if (!found)
        return {
          ok: false,
          ...outOfRange(
            tiers,
            divideUp(parseMoney(input.receiveAmount) * RATE_UNIT, parseRate(tiers[0]?.rate ?? '1')),
          ),
        };
      ({ usd, tier } = found);
    }
  } else if ('receiveAmount' in input) {
    usd = parseMoney(input.receiveAmount);
    tier = tierOf(tiers, usd);
  } else {
    const found = usdForSoles(tiers, parseMoney(input.sendAmount));
    if (!found)
      return {
        ok: false,
        ...outOfRange(
          tiers,
          divideDown(parseMoney(input.sendAmount) * RATE_UNIT, parseRate(tiers[0]?.rate ?? '1')),
        ),
      };
    ({ usd, tier } = found);
  }
  if (!tier) return { ok: false, ...outOfRange(tiers, usd) };

  const rate = parseRate(tier.rate);
  const pen =
    direction === 'compra'
      ? solesOf(usd, rate)
      : 'sendAmount' in input
        ? parseMoney(input.sendAmount)
        : divideUp(usd * rate, RATE_UNIT);
  const bankPen =
    direction === 'compra'
      ? solesOf(usd, parseRate(bankBoard.buy))
      : divideUp(usd * parseRate(bankBoard.sell), RATE_UNIT);
  const savings = direction === 'compra' ? pen - bankPen : bankPen - pen;
  const spread =
    direction === 'compra' ? solesOf(usd, midRate(board)) - pen : pen - solesOf(usd, midRate(board));
  const currencies = DIRECTION_CURRENCIES[direction];
  const usdText = formatMoney(usd);
  const penText = formatMoney(pen);
  return {
    ok: true,
    quote: {
      direction,
      sendCurrency: currencies.send,
      receiveCurrency: currencies.receive,
      sendAmount: direction === 'compra' ? usdText : penText,
      receiveAmount: direction === 'compra' ? penText : usdText,
      rate: formatRateValue(rate),
      usdAmount: usdText,
      penAmount: penText,
      tier,
      savings: formatMoney(maxOf(savings, 0n)),
      spread: formatMoney(maxOf(spread, 0n)),
    },
  };
}

/** Whether an operation in dollars needs the signed declaración jurada (docs/rules/exchange.md#origen-de-fondos). */
export const needsDeclaration = (usdAmount: string, thresholdUsd: string): boolean =>
  parseMoney(usdAmount) >= parseMoney(thresholdUsd);

/**
 * Soles in dollars at the board's middle rate, rounded down (docs/rules/exchange.md#origen-de-fondos: cambio
 * de saldo and `venta` are measured so); null when the board has no middle.
 */
export function dollarsOfSoles(soles: string, board: RateBoard): string | null {
  const middle = midRate(board);
  if (middle <= 0n) return null;
  return formatMoney((parseMoney(soles) * RATE_UNIT) / middle);
}

/** `'3.7420'` → `S/ 3.742`: three decimals as boards show them, a fourth only when it is not zero. */
export function formatRate(rate: string): string {
  const text = formatRateValue(parseRate(rate));
  return `S/ ${text.endsWith('0') ? text.slice(0, -1) : text}`;
}

/** Where a customer's money comes from (Ley 27693 and the SBS's rules for casas de cambio). */
export const FUNDS_ORIGINS = {
  ahorros: 'Ahorros',
  sueldo: 'Sueldo o honorarios',
  venta_bien: 'Venta de bien mueble o inmueble',
  herencia: 'Herencia',
  prestamo: 'Préstamo',
  donacion: 'Donación',
  otro: 'Otro',
} as const;
export type FundsOrigin = keyof typeof FUNDS_ORIGINS;

export interface WeeklyHours {
  /** 'HH:MM' in America/Lima; null: closed that day. */
  weekdays: { from: string; to: string } | null;
  saturday: { from: string; to: string } | null;
  sunday: { from: string; to: string } | null;
}

/** Whether divisas takes orders at `at` (Lima's clock; Peru keeps no daylight saving: UTC−5 all year). */
export function isOpenAt(hours: WeeklyHours, at: Date): boolean {
  const lima = new Date(at.getTime() - 5 * 60 * 60 * 1000);
  const day = lima.getUTCDay();
  const window = day === 0 ? hours.sunday : day === 6 ? hours.saturday : hours.weekdays;
  if (!window) return false;
  const minute = lima.getUTCHours() * 60 + lima.getUTCMinutes();
  const toMinutes = (text: string) => Number(text.slice(0, 2)) * 60 + Number(text.slice(3, 5));
  return minute >= toMinutes(window.from) && minute < toMinutes(window.to);
}

/** The hours in words, for the closed notice: "lunes a viernes de 09:00 a 19:00, sábados de 09:00 a 13:00". */
export function describeHours(hours: WeeklyHours): string {
  const parts = [
    hours.weekdays && `lunes a viernes de ${hours.weekdays.from} a ${hours.weekdays.to}`,
    hours.saturday && `sábados de ${hours.saturday.from} a ${hours.saturday.to}`,
    hours.sunday && `domingos de ${hours.sunday.from} a ${hours.sunday.to}`,
  ].filter((part): part is string => Boolean(part));
  return parts.length === 0 ? 'sin horario de atención' : parts.join(', ');
}
