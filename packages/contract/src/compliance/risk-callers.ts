import { callers } from '../http/callers.ts';

// The compliance officer's (module cumplimiento): nobody else sees a customer's risk (docs/rules/compliance.md#who).
export const riskCallers = {
  list: callers.staff('cumplimiento', 'view'),
  review: callers.staff('cumplimiento', 'edit'),
};
