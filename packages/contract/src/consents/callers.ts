import { callers } from '../http/callers.ts';

export const consentCallers = {
  // Reachable while texts are pending: accepting is how the customer goes on.
  acceptConsents: callers.beforeConsent(callers.customer('ok')),
  marketingConsent: callers.customer('ok'),
  setMarketingConsent: callers.customer('ok'),
  customerConsents: callers.staff('users', 'view'),
};
