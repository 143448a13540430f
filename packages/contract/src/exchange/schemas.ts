import { z } from 'zod';
import { currency } from '../bank-accounts/schemas.ts';
import { decimalString, storedAmount } from '../common/money-schemas.ts';
import { moneyOrNull, isPositiveMoney } from '../common/money.ts';
import { FUNDS_ORIGINS, parseRate, type RateTier } from './rules.ts';

export const exchangeDirection = z.enum(['compra', 'venta']);

const RATE_TEXT = /^[1-9]\.\d{1,4}$/;

/** Soles per dollar: one digit, then up to four decimals (3.742, 3.7415). */
export const rateString = z
  .string({ error: 'Ingresa el tipo de cambio.' })
  .trim()
  .regex(RATE_TEXT, 'Usa un tipo de cambio como 3.742 (hasta cuatro decimales).');

const rateTier = z.object({
  fromUsd: decimalString,
  toUsd: decimalString,
  rate: rateString,
});

/** Tiers start above zero, follow each other without gaps, and end where the largest operation ends. */
function checkTiers(
  tiers: RateTier[],
  better: (next: bigint, previous: bigint) => boolean,
  betterText: string,
  ctx: z.RefinementCtx,
  path: string,
) {
  // A value whose own field failed is left to that field's message (zod still runs this check).
  const rate = (text: string) => (RATE_TEXT.test(text.trim()) ? parseRate(text) : null);
  tiers.forEach((tier, index) => {
    const [from, to] = [moneyOrNull(tier.fromUsd), moneyOrNull(tier.toUsd)];
    if (from !== null && to !== null && to <= from)
      ctx.addIssue({
        code: 'custom',
        path: [path, index, 'toUsd'],
        message: '"Hasta" debe ser mayor que "desde".',
      });
    const previous = tiers[index - 1];
    if (index === 0 && from !== null && from <= 0n)
      ctx.addIssue({
        code: 'custom',
        path: [path, 0, 'fromUsd'],
        message: 'El primer tramo empieza en un monto mayor que 0.',
      });
    const previousTo = previous ? moneyOrNull(previous.toUsd) : null;
    if (previous && from !== null && previousTo !== null && from !== previousTo)
      ctx.addIssue({
        code: 'custom',
        path: [path, index, 'fromUsd'],
        message: `Empieza donde termina el tramo anterior (${previous.toUsd}).`,
      });
    const [next, before] = [rate(tier.rate), previous ? rate(previous.rate) : null];
    if (next !== null && before !== null && !better(next, before))
      ctx.addIssue({ code: 'custom', path: [path, index, 'rate'], message: betterText });
  });
}

const tierList = z.array(rateTier).min(1, 'Deja al menos un tramo.').max(8, 'Usa como máximo 8 tramos.');

/** `POST /api/admin/exchange/rates`: the board staff publish (the manual rate source). */
export const publishRatesRequest = z.object({ buy: tierList, sell: tierList }).superRefine((value, ctx) => {
  checkTiers(
    value.buy,
    (next, previous) => next >= previous,
    'Un tramo mayor compra al mismo precio o mejor.',
    ctx,
    'buy',
  );
  checkTiers(
    value.sell,
    (next, previous) => next <= previous,
    'Un tramo mayor vende al mismo precio o mejor.',
    ctx,
    'sell',
  );
});
export type PublishRatesRequest = z.infer<typeof publishRatesRequest>;

const hoursWindow = z
  .object({
    from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Usa HH:MM, por ejemplo 09:00.'),
    to: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, 'Usa HH:MM, por ejemplo 19:00.'),
  })
  .refine((value) => value.to > value.from, {
    message: 'El cierre va después de la apertura.',
    path: ['to'],
  });

/** Ajustes › Divisas (docs/rules/exchange.md#settings). */
export const divisasSettings = z
  .object({
    enabled: z.boolean(),
    /** Minutes an order keeps its rate. */
    lockMinutes: z
      .number({ error: 'Ingresa los minutos.' })
      .int('Usa minutos enteros.')
      .min(1, 'Usa entre 1 y 60 minutos.')
      .max(60, 'Usa entre 1 y 60 minutos.'),
    hours: z.object({
      weekdays: hoursWindow.nullable(),
      saturday: hoursWindow.nullable(),
      sunday: hoursWindow.nullable(),
    }),
    /** A bank's board rate, to tell the customer what they save. */
    bankBuy: rateString,
    bankSell: rateString,
    /** The guard: no board is published whose widest spread is above this percent of the middle rate. */
    maxSpreadPercent: z
      .string({ error: 'Ingresa el porcentaje.' })
      .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Usa un porcentaje con hasta dos decimales, por ejemplo 2.50.')
      .refine((value) => Number(value) > 0, 'Usa un porcentaje mayor que 0.'),
    /** From this many dollars (or their equivalent) an order needs the signed declaración jurada. */
    declarationThresholdUsd: decimalString.refine(isPositiveMoney, 'Usa un monto mayor que 0.'),
    /**
     * Rate-lock gaming (docs/rules/exchange.md#indicative-quotes): this many lapsed locks within the window
     * and new orders get an indicative rate, fixed at finalize. Both null: the rule is off.
     */
    lapsedLocksLimit: z
      .number({ error: 'Ingresa un número de bloqueos.' })
      .int('Usa un número entero.')
      .min(1, 'Usa entre 1 y 20 bloqueos.')
      .max(20, 'Usa entre 1 y 20 bloqueos.')
      .nullable(),
    lapsedLocksWindowDays: z
      .number({ error: 'Ingresa los días.' })
      .int('Usa días enteros.')
      .min(1, 'Usa entre 1 y 90 días.')
      .max(90, 'Usa entre 1 y 90 días.')
      .nullable(),
  })
  .superRefine((value, ctx) => {
    // The rule is on with both figures or off with neither: one alone would be a rule nobody can read.
    if (value.lapsedLocksLimit !== null && value.lapsedLocksWindowDays === null)
      ctx.addIssue({
        code: 'custom',
        path: ['lapsedLocksWindowDays'],
        message: 'Indica en cuántos días se cuentan, o deja ambos campos vacíos para no aplicar la regla.',
      });
    if (value.lapsedLocksLimit === null && value.lapsedLocksWindowDays !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['lapsedLocksLimit'],
        message: 'Indica cuántos bloqueos vencidos, o deja ambos campos vacíos para no aplicar la regla.',
      });
    const [buy, sell] = [value.bankBuy, value.bankSell].map((text) => RATE_TEXT.test(text.trim()));
    if (buy && sell && parseRate(value.bankBuy) >= parseRate(value.bankSell))
      ctx.addIssue({
        code: 'custom',
        path: ['bankSell'],
        message: 'La venta del banco va por encima de su compra.',
      });
  });
export type DivisasSettings = z.infer<typeof divisasSettings>;

/** A published board, as every calculator reads it. */
export const exchangeRates = z.object({
  /** Null until staff publish the first board. */
  id: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  buy: z.array(rateTier),
  sell: z.array(rateTier),
  enabled: z.boolean(),
  /** Whether orders are taken now (business hours). */
  open: z.boolean(),
  hoursText: z.string(),
  lockMinutes: z.number().int(),
  bankBuy: rateString,
  bankSell: rateString,
  declarationThresholdUsd: decimalString,
});
export type ExchangeRates = z.infer<typeof exchangeRates>;

/**
 * Whether a divisas order the caller created now would lock its rate: `indicative` (no lock, the rate fixed at
 * finalize) after too many lapsed locks (docs/rules/exchange.md#indicative-quotes). Read by the calculators
 * before the order exists.
 */
export const rateLockTerms = z.object({ indicative: z.boolean() });
export type RateLockTerms = z.infer<typeof rateLockTerms>;

/** One board in the history of the rates screen, with who published it. */
export const ratePublication = z.object({
  id: z.number().int(),
  publishedAt: z.string(),
  source: z.string(),
  publishedBy: z.string().nullable(),
  buy: z.array(rateTier),
  sell: z.array(rateTier),
});
export type RatePublication = z.infer<typeof ratePublication>;

export const rateHistoryQuery = z.object({
  /** A Lima day, AAAA-MM-DD; today when absent. */
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha AAAA-MM-DD.')
    .optional(),
});
export type RateHistoryQuery = z.input<typeof rateHistoryQuery>;

export const rateHistory = z.object({
  day: z.string(),
  /** The board in force when the day began, then every board published that day, oldest first. */
  publications: z.array(ratePublication),
  /** The latest boards before and including the day, newest first (the table under the chart). */
  recent: z.array(ratePublication),
});
export type RateHistory = z.infer<typeof rateHistory>;

/** A board as anyone may see it on the landing's day chart: its tiers and when it took effect, not who published it. */
export const publicBoard = ratePublication.pick({ id: true, publishedAt: true, buy: true, sell: true });
export type PublicBoard = z.infer<typeof publicBoard>;

/** One Lima day of the public 30-day chart: the first tier's rates in force when the day ended. */
export const rateTrendDay = z.object({ day: z.string(), buy: rateString, sell: rateString });
export type RateTrendDay = z.infer<typeof rateTrendDay>;

/** `GET /api/exchange/trend`: the landing's charts (docs/rules/exchange.md#public-trend). */
export const rateTrend = z.object({
  /** Today in Lima. */
  day: z.string(),
  /** The board in force when today began, then every board published today, oldest first. */
  today: z.array(publicBoard),
  /** The last 30 Lima days up to today, oldest first; a day before the first board has no point. */
  days: z.array(rateTrendDay),
});
export type RateTrend = z.infer<typeof rateTrend>;

export const fundsOrigin = z.enum(
  Object.keys(FUNDS_ORIGINS) as [keyof typeof FUNDS_ORIGINS, ...(keyof typeof FUNDS_ORIGINS)[]],
  {
    error: 'Elige el origen de los fondos.',
  },
);

/** What every customer order declares (docs/rules/exchange.md#origen-de-fondos). */
export const fundsDeclaration = {
  fundsOrigin,
  /** Required with `otro`. */
  fundsOriginDetail: z.string().trim().max(200, 'Usa como máximo 200 caracteres.').optional(),
  /** The signed declaración jurada, from the threshold: the customer's full name as their signature. */
  declarationSignature: z.string().trim().max(160).optional(),
};

/** What an order keeps of its divisas terms. */
export const orderExchange = z.object({
  direction: exchangeDirection,
  sendCurrency: currency,
  receiveCurrency: currency,
  rate: rateString,
  usdAmount: storedAmount,
  penAmount: storedAmount,
  spread: storedAmount,
  rateId: z.number().int(),
  /**
   * Until when the rate holds; past it, the order must be re-quoted or cancelled before finalizing. Null on
   * an indicative order (docs/rules/exchange.md#indicative-quotes).
   */
  lockedUntil: z.string().nullable(),
  /** No lock: the rate shown is a reference, priced again on the board in force at finalize. */
  indicative: z.boolean(),
});
export type OrderExchange = z.infer<typeof orderExchange>;
