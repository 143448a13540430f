import { callers } from '../http/callers.ts';

export const exchangeCallers = {
  rates: callers.anyClient(),
  trend: callers.anyClient(),
  quote: callers.anyClient(),
  rateLock: callers.customer('ok'),
  publish: callers.stepUp(callers.staff('ajustes', 'edit')),
  history: callers.staff('ajustes', 'view'),
};
