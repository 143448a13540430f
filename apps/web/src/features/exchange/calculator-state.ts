import {
  exchangeQuote,
  type ExchangeDirection,
  type ExchangeQuote,
  type ExchangeRates,
} from '@cambix/contract';
import { exchangeEs as t } from '@/i18n/exchange.ts';
import { formatCurrency, groupAmountTyping, isPositiveAmount, parseAmountInput } from '@/lib/money.ts';

/** What the person has typed: the direction, which field, and its text; the other field is computed. */
export interface CalculatorValue {
  direction: ExchangeDirection;
  edited: 'send' | 'receive';
  text: string;
}

export const EMPTY_CALCULATOR: CalculatorValue = { direction: 'venta', edited: 'send', text: '' };

export interface CalculatorView {
  sendText: string;
  receiveText: string;
  /** The amount typed, as the wire's decimal string, or null while it is not a positive amount. */
  amount: string | null;
  quote: ExchangeQuote | null;
  /** Shown under the field being typed in. */
  error: string | null;
}

const grouped = (amount: string) => groupAmountTyping(amount).text;

/** The calculator on `rates`, with the contract's own quote: what the server will compute for the order. */
export function calculate(rates: ExchangeRates, value: CalculatorValue): CalculatorView {
  const typed = parseAmountInput(value.text);
  const amount = isPositiveAmount(typed) ? typed : null;
  const show = (other: string) =>
    value.edited === 'send'
      ? { sendText: value.text, receiveText: other }
      : { sendText: other, receiveText: value.text };
  if (value.text.trim() !== '' && typed === null)
    return { ...show(''), amount: null, quote: null, error: t.amountInvalid };
  if (amount === null) return { ...show(''), amount: null, quote: null, error: null };
  const result = exchangeQuote(
    rates,
    { buy: rates.bankBuy, sell: rates.bankSell },
    value.direction,
    value.edited === 'send' ? { sendAmount: amount } : { receiveAmount: amount },
  );
  if (!result.ok) {
    const limit = formatCurrency(result.limitUsd, 'USD');
    return {
      ...show(''),
      amount,
      quote: null,
      error: result.reason === 'BELOW_MIN' ? t.belowMin(limit) : t.aboveMax(limit),
    };
  }
  const other = value.edited === 'send' ? result.quote.receiveAmount : result.quote.sendAmount;
  return { ...show(grouped(other)), amount, quote: result.quote, error: null };
}

/** The other direction: the amount typed stays in its currency, so it moves to the other field. */
export function swapDirection(value: CalculatorValue): CalculatorValue {
  return {
    direction: value.direction === 'compra' ? 'venta' : 'compra',
    edited: value.edited === 'send' ? 'receive' : 'send',
    text: value.text,
  };
}

/**
 * The calculator a rate alert's link opens (`/crear-orden?divisas=venta&usd=1000.00`, docs/rules/exchange.md#rate-alerts):
 * the operation, and the dollars in their own field (received when buying them, sent when selling). Null
 * when the link names no operation or no valid amount.
 */
export function calculatorFromLink(search: URLSearchParams): CalculatorValue | null {
  const direction = search.get('divisas');
  const usd = parseAmountInput(search.get('usd') ?? '');
  if ((direction !== 'compra' && direction !== 'venta') || !isPositiveAmount(usd)) return null;
  return { direction, edited: direction === 'venta' ? 'receive' : 'send', text: grouped(usd) };
}
