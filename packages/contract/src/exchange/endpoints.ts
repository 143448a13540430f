import { endpoint, withCallers } from '../http/endpoint.ts';
import { exchangeCallers } from './callers.ts';
import type { ExchangeAmountInput, ExchangeDirection, ExchangeQuote } from './rules.ts';
import type {
  ExchangeRates,
  PublishRatesRequest,
  RateHistory,
  RateHistoryQuery,
  RateLockTerms,
  RateTrend,
} from './schemas.ts';

export type ExchangeQuoteRequest = { direction: ExchangeDirection } & ExchangeAmountInput;

/** Divisas (docs/rules/exchange.md): the board every calculator reads, and what staff publish. */
export const exchangeEndpoints = withCallers(exchangeCallers, {
  /** The board in force, its hours and lock time: anyone's calculator starts from it. */
  rates: endpoint<{ response: ExchangeRates }>('GET', '/api/exchange/rates'),
  /** The landing's charts: today's boards and one point per Lima day of the last 30 (anyone may ask). */
  trend: endpoint<{ response: RateTrend }>('GET', '/api/exchange/trend'),
  /** The server's quote on the board in force, with the board's id and whether an order now would be locked. */
  quote: endpoint<{
    body: ExchangeQuoteRequest;
    response: ExchangeQuote & { rateId: number; indicative: boolean };
  }>('POST', '/api/exchange/quote'),
  /** The signed-in customer: whether a divisas order now would lock its rate, asked before any amount is typed. */
  rateLock: endpoint<{ response: RateLockTerms }>('GET', '/api/exchange/rate-lock'),
  /** Staff publish a board (the manual rate source); it reaches every open calculator at once. */
  publish: endpoint<{ body: PublishRatesRequest; response: ExchangeRates }>(
    'POST',
    '/api/admin/exchange/rates',
  ),
  history: endpoint<{ query: RateHistoryQuery; response: RateHistory }>('GET', '/api/admin/exchange/history'),
});
