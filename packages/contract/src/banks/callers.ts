import { callers, type CallerTable } from '../http/callers.ts';
import type { bankEndpoints } from './endpoints.ts';

export const bankCallers = {
  list: callers.anyClient(),
  commissions: callers.signedIn(),
  paymentSteps: callers.signedIn(),
  // An <img> sends no header: the logo is public, as the catalogue is.
  logo: callers.open(),
} satisfies CallerTable<typeof bankEndpoints>;
