import { callers } from '../http/callers.ts';

export const bankCallers = {
  list: callers.anyClient(),
  commissions: callers.signedIn(),
  paymentSteps: callers.signedIn(),
  // An <img> sends no header: the logo is public, as the catalogue is.
  logo: callers.open(),
};
