// Public entry of the staff's divisas rates (issue 20): the Tipo de cambio screen, and the board and its
// publishing for Ajustes › Divisas; its hand-drawn charts, which the public landing shows too.
export { useRates } from './api/get-rates.ts';
export { useRateHistory } from './api/get-history.ts';
export { usePublishRates } from './api/publish-rates.ts';
export { exchangeRateKeys } from './api/keys.ts';
export { ExchangeRatesScreen, type ExchangeRatesScreenProps } from './components/exchange-rates-screen.tsx';
export { RateDayChart } from './components/rate-day-chart.tsx';
export { RateTrendChart } from './components/rate-trend-chart.tsx';
