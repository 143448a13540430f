import { callers } from '../http/callers.ts';
import { APPROVAL_MODULES } from './rules.ts';

export const balanceCallers = {
  overview: callers.staff('balance', 'view'),
  previewStatement: callers.staff('balance', 'edit'),
  reconcile: callers.staff('balance', 'edit'),
  reconciliations: callers.staff('balance', 'view'),
  reconciliation: callers.staff('balance', 'view'),
};

export const manualMovementCallers = {
  options: callers.staff('egreso', 'view'),
  list: callers.staff('egreso', 'view'),
  create: callers.staff('egreso', 'edit'),
  // Money goes out on a second person's word: their second factor again (decision 132).
  approve: callers.stepUp(callers.staff('egreso', 'edit')),
  reject: callers.staff('egreso', 'edit'),
  // Movimientos opens a row's attachment too (docs/rules/finance-reports.md#movements).
  attachment: callers.staff(['egreso', 'flujo'], 'view'),
  reverse: callers.staff('egreso', 'edit'),
};

export const movementCallers = {
  list: callers.staff('flujo', 'view'),
  export: callers.staff('flujo', 'view'),
};

export const summaryCallers = {
  get: callers.staff('resumen', 'view'),
  pdf: callers.staff('resumen', 'view'),
};

export const activeCustomerCallers = {
  list: callers.staff('users', 'view'),
  export: callers.staff('users', 'view'),
};

// Staff with any module whose requests wait here (view to list, edit to decide); each request then needs
// edit on its own module (decision 131).
export const approvalCallers = {
  pending: callers.staff(APPROVAL_MODULES, 'view'),
  // Approving lets money leave, as approving a manual egreso does: the second factor again (decision 132).
  approve: callers.stepUp(callers.staff(APPROVAL_MODULES, 'edit')),
  reject: callers.staff(APPROVAL_MODULES, 'edit'),
};

// Pagos works the queue; the officer (cumplimiento) reads every automatic approval with its rule.
export const paymentMatchCallers = {
  list: callers.staff(['pagos', 'cumplimiento'], 'view'),
  approve: callers.staff('pagos', 'edit'),
  dismiss: callers.staff('pagos', 'edit'),
};
