import {
  describeHours,
  exchangeQuote,
  isOpenAt,
  type DivisasSettings,
  type ExchangeAmountInput,
  type ExchangeDirection,
  type ExchangeQuote,
} from '@cambix/contract';
import type { Tx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { exchangeRefusal, readNewestBoard } from '../exchange/index.ts';

/** Divisas takes orders while on and within its hours (docs/rules/exchange.md#settings). */
export function assertDivisasOpen(settings: DivisasSettings, now: Date): void {
  if (!settings.enabled) throw new AppError('DIVISAS_DISABLED');
  if (!isOpenAt(settings.hours, now))
    throw new AppError('DIVISAS_CLOSED', {
      message: `Las operaciones en dólares se atienden de ${describeHours(settings.hours)}.`,
    });
}

export interface DivisasPrice {
  quote: ExchangeQuote;
  /** The board the order is priced with. */
  rateId: number;
}

/**
 * The server's quote of a divisas order on the newest board, read inside the order's transaction
 * (docs/rules/exchange.md#the-quote), the bank's board rates from Ajustes to measure the savings.
 */
export async function priceDivisas(
  tx: Tx,
  settings: DivisasSettings,
  direction: ExchangeDirection,
  input: ExchangeAmountInput,
): Promise<DivisasPrice> {
  const published = await readNewestBoard(tx);
  if (!published) throw new AppError('RATES_NOT_PUBLISHED');
  const result = exchangeQuote(
    published.board,
    { buy: settings.bankBuy, sell: settings.bankSell },
    direction,
    input,
  );
  if (!result.ok) throw exchangeRefusal(result, 'sendAmount' in input ? 'sendAmount' : 'receiveAmount');
  return { quote: result.quote, rateId: published.id };
}

/**
 * The order's columns of a divisas quote: both amounts in their currencies, the rate and board, the soles
 * leg the limit counts, and the lock from `now`, or none for an indicative quote
 * (docs/rules/exchange.md#indicative-quotes). No commission, discount or points.
 */
export function divisasColumns(
  quote: ExchangeQuote,
  rateId: number,
  settings: DivisasSettings,
  now: Date,
  indicative: boolean,
) {
  return {
    kind: 'divisas' as const,
    direction: quote.direction,
    sendCurrency: quote.sendCurrency,
    currency: quote.receiveCurrency,
    sendAmount: quote.sendAmount,
    receiveAmount: quote.receiveAmount,
    commissionPercent: '0.00',
    isFlatFee: false,
    fee: '0.00',
    discount: '0.00',
    interbankFee: '0.00',
    pointsRedeemed: 0,
    pointsDiscount: '0.00',
    finalFee: '0.00',
    rate: quote.rate,
    rateId,
    usdAmount: quote.usdAmount,
    spread: quote.spread,
    penEquivalent: quote.penAmount,
    rateLockedUntil: indicative ? null : new Date(now.getTime() + settings.lockMinutes * 60_000),
  };
}
