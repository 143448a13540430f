import {
  exchangeQuote,
  formatCurrency,
  type ExchangeQuote,
  type ExchangeQuoteRequest,
  type ExchangeRefusal,
} from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { getSettings } from '../settings/index.ts';
import { currentBoard } from './current-board.ts';
import { isIndicativeFor } from './lapsed-rate-locks.ts';

/**
 * The server's quote (docs/rules/exchange.md#the-quote) on the board in force, read once: the rate and
 * the `rateId` answered always come from the same board, even while another one is being published.
 * `indicative`: for a signed-in customer, an order now would get no lock; anyone else, false.
 */
export async function quoteExchange(
  ctx: Pick<AppContext, 'cache' | 'db' | 'now'>,
  request: ExchangeQuoteRequest,
  principal: Principal | null = null,
): Promise<ExchangeQuote & { rateId: number; indicative: boolean }> {
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
  // The signed-in customer is told what an order now would get (docs/rules/exchange.md#indicative-quotes).
  const indicative =
    principal?.role === 'Cliente' &&
    (await isIndicativeFor(ctx.db, { customerId: principal.userId }, divisas, ctx.now()));
  return { ...result.quote, rateId: published.id, indicative };
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
