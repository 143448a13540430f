import { callers } from '../http/callers.ts';

export const userCallers = {
  // A customer's own KYC step; staff read it in the customer's file.
  state: callers.customerOrStaff(403, 'users', 'view'),
};
