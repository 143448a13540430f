import { z } from 'zod';
import { decimalString } from '../common/money-schemas.ts';
import { isPositiveMoney } from '../common/money.ts';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { exchangeEndpoints } from './endpoints.ts';
import { currency } from '../bank-accounts/schemas.ts';
import {
  exchangeDirection,
  exchangeRates,
  publishRatesRequest,
  rateHistory,
  rateHistoryQuery,
  rateLockTerms,
  rateString,
  rateTrend,
} from './schemas.ts';

const amountField = decimalString.refine(isPositiveMoney, 'Ingresa un monto mayor que cero.');

export const exchangeQuoteRequest = z.union(
  [
    z.object({ direction: exchangeDirection, sendAmount: amountField }).strict(),
    z.object({ direction: exchangeDirection, receiveAmount: amountField }).strict(),
  ],
  { error: 'Indica el monto a enviar o el monto a recibir.' },
);

const tier = z.object({ fromUsd: z.string(), toUsd: z.string(), rate: rateString });

export const exchangeQuoteView = z.object({
  direction: exchangeDirection,
  sendCurrency: currency,
  receiveCurrency: currency,
  sendAmount: z.string(),
  receiveAmount: z.string(),
  rate: rateString,
  usdAmount: z.string(),
  penAmount: z.string(),
  tier,
  savings: z.string(),
  spread: z.string(),
  rateId: z.number().int(),
  /**
   * For the signed-in customer: an order now would get no lock (docs/rules/exchange.md#indicative-quotes).
   * False for anyone else.
   */
  indicative: z.boolean(),
});

export const exchangeSchemas = {
  rates: { response: exchangeRates },
  trend: { response: rateTrend },
  quote: { body: exchangeQuoteRequest, response: exchangeQuoteView },
  rateLock: { response: rateLockTerms },
  publish: { body: publishRatesRequest, response: exchangeRates },
  history: { query: rateHistoryQuery, response: rateHistory },
} satisfies EndpointSchemas<typeof exchangeEndpoints>;
