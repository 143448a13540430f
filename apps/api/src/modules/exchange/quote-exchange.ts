import {
  exchangeQuote,
  formatCurrency,
  type ExchangeQuote,
  type ExchangeQuoteRequest,
  type ExchangeRefusal,
} from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { getSettings } from '../settings/index.ts';
import { currentBoard } from './current-board.ts';

/**
 * The server's quote (docs/rules/exchange.md#the-quote) on the board in force, read once: the rate and
 * the `rateId` answered always come from the same board, even while another one is being published.
 */
export async function quoteExchange(
  ctx: Pick<AppContext, 'cache' | 'db'>,
  request: ExchangeQuoteRequest,
): Promise<ExchangeQuote & { rateId: number }> {
  const [divisas, published] = await Promise.all([getSettings(ctx, 'divisas'), currentBoard(ctx)]);
  if (!divisas.enabled) throw new AppError('DIVISAS_DISABLED');
  if (!published) throw new AppError('RATES_NOT_PUBLISHED');
  const { direction, ...amount } = request;
  const result = exchangeQuote(
    published.board,
    { buy: divisas.bankBuy, sell: divisas.bankSell },
    direction,
    amount,
  );
  if (!result.ok) throw exchangeRefusal(result, 'sendAmount' in amount ? 'sendAmount' : 'receiveAmount');
  return { ...result.quote, rateId: published.id };
}

/** A quote outside the tiers, naming the smallest or largest operation in dollars. */
export function exchangeRefusal(refusal: ExchangeRefusal, field: string): AppError {
  const limit = formatCurrency(refusal.limitUsd, 'USD');
  const [code, message] =
    refusal.reason === 'BELOW_MIN'
      ? (['EXCHANGE_BELOW_MIN', `El monto mínimo por operación es ${limit}.`] as const)
      : (['EXCHANGE_ABOVE_MAX', `El monto máximo por operación es ${limit}.`] as const);
  return new AppError(code, { message, fields: { [field]: message }, extra: { limitUsd: refusal.limitUsd } });
}
