import { callers } from '../http/callers.ts';
import { ORDER_DETAIL_MODULES, STAFF_ORDER_ACTIONS } from './rules.ts';

// Inicio and Tarjetas show order figures: they belong to module ordenes (decision 051).
const orders = callers.staff('ordenes', 'view');
/** A transition of an order (docs/rules/statuses.md#transitions): edit on the module that owns it. */
const transition = (action: keyof typeof STAFF_ORDER_ACTIONS) =>
  callers.staff(STAFF_ORDER_ACTIONS[action].module, 'edit');

export const adminOrderCallers = {
  dashboard: orders,
  paymentsQueue: callers.staff('pagos', 'view'),
  payoutsQueue: callers.staff('devoluciones', 'view'),
  list: orders,
  export: orders,
  board: orders,
  // Pagos and Devoluciones open it too.
  get: callers.staff(ORDER_DETAIL_MODULES, 'view'),
  approve: transition('approve'),
  reject: transition('reject'),
  // Money leaves Cambix: the second factor again if the last one is old (decision 132).
  payout: callers.stepUp(transition('payout')),
  observe: transition('observe'),
  cancel: transition('cancel'),
  linkCustomers: callers.staff('links', 'edit'),
};
