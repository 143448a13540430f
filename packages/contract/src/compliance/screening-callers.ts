import { callers } from '../http/callers.ts';

// The compliance officer's (module cumplimiento): nobody else sees a trace (docs/rules/compliance.md#who).
export const screeningCallers = {
  versions: callers.staff('cumplimiento', 'view'),
  entries: callers.staff('cumplimiento', 'view'),
  import: callers.staff('cumplimiento', 'edit'),
  alerts: callers.staff('cumplimiento', 'view'),
  confirm: callers.staff('cumplimiento', 'edit'),
  discard: callers.staff('cumplimiento', 'edit'),
};
