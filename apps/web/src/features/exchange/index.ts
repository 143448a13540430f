// Public entry of the exchange feature: divisas' calculator on the published board, kept live by the socket,
// and today's rates and their trend for the landing.
export { ExchangeCalculator, type ExchangeCalculatorProps } from './exchange-calculator.tsx';
export {
  ExchangeCalculatorCard,
  type ExchangeCalculatorCardProps,
  type ExchangeStart,
} from './exchange-calculator-card.tsx';
export {
  calculate,
  calculatorFromLink,
  swapDirection,
  EMPTY_CALCULATOR,
  type CalculatorValue,
} from './calculator-state.ts';
export { useExchangeRates, ratesQueryOptions, ratesKey } from './api/get-rates.ts';
export { useRateLock, rateLockQueryOptions, rateLockKey } from './api/get-rate-lock.ts';
export { useLiveRates } from './use-live-rates.ts';
export { TodayRates } from './today-rates.tsx';
export { useRateTrend, rateTrendQueryOptions, trendKey } from './api/get-trend.ts';
