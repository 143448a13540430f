import { callers } from '../http/callers.ts';

export const userCallers = {
  // A customer's own KYC step; staff read it in the customer's file.
  // Part of the session the guards read, so reachable while texts are pending (decision 167).
  state: callers.beforeConsent(callers.customerOrStaff(403, 'users', 'view')),
};
