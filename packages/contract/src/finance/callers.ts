import { callers, type CallerTable } from '../http/callers.ts';
import type {
  activeCustomerEndpoints,
  approvalEndpoints,
  balanceEndpoints,
  manualMovementEndpoints,
  movementEndpoints,
  summaryEndpoints,
} from './endpoints.ts';

export const balanceCallers = {
  overview: callers.staff('balance', 'view'),
  previewStatement: callers.staff('balance', 'edit'),
  reconcile: callers.staff('balance', 'edit'),
  reconciliations: callers.staff('balance', 'view'),
  reconciliation: callers.staff('balance', 'view'),
} satisfies CallerTable<typeof balanceEndpoints>;

export const manualMovementCallers = {
  options: callers.staff('egreso', 'view'),
  list: callers.staff('egreso', 'view'),
  create: callers.staff('egreso', 'edit'),
  approve: callers.staff('egreso', 'edit'),
  reject: callers.staff('egreso', 'edit'),
  // Movimientos links to it as well: the server admits egreso or flujo (view).
  attachment: callers.staff('egreso', 'view'),
  reverse: callers.staff('egreso', 'edit'),
} satisfies CallerTable<typeof manualMovementEndpoints>;

export const movementCallers = {
  list: callers.staff('flujo', 'view'),
  export: callers.staff('flujo', 'view'),
} satisfies CallerTable<typeof movementEndpoints>;

export const summaryCallers = {
  get: callers.staff('resumen', 'view'),
  pdf: callers.staff('resumen', 'view'),
} satisfies CallerTable<typeof summaryEndpoints>;

export const activeCustomerCallers = {
  list: callers.staff('users', 'view'),
  export: callers.staff('users', 'view'),
} satisfies CallerTable<typeof activeCustomerEndpoints>;

// The server admits staff with egreso, external-orders or users (view to list, edit to decide); each request
// then needs edit on its own module. The one-module Colaborador of the matrix holds egreso.
export const approvalCallers = {
  pending: callers.staff('egreso', 'view'),
  approve: callers.staff('egreso', 'edit'),
  reject: callers.staff('egreso', 'edit'),
} satisfies CallerTable<typeof approvalEndpoints>;
