import { callers } from '../http/callers.ts';

// The Registro de Operaciones is the compliance officer's alone (docs/rules/compliance.md#who).
export const complianceRegisterCallers = {
  list: callers.staff('cumplimiento', 'view'),
  export: callers.staff('cumplimiento', 'view'),
  correct: callers.staff('cumplimiento', 'edit'),
};
