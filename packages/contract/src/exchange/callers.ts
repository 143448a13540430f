import { callers, type CallerTable } from '../http/callers.ts';
import type { exchangeEndpoints } from './endpoints.ts';

export const exchangeCallers = {
  rates: callers.anyClient(),
  quote: callers.anyClient(),
  publish: callers.staff('ajustes', 'edit'),
  history: callers.staff('ajustes', 'view'),
} satisfies CallerTable<typeof exchangeEndpoints>;
