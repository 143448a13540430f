import { CUSTOMER_FIGURES_MODULE, ORDER_DETAIL_MODULES } from '../admin-orders/rules.ts';
import { callers } from '../http/callers.ts';

/**
 * Another customer's order is "not found", exactly like one that does not exist. Staff read a customer's
 * order from the screens it opens from, and their figures from their file.
 */
export const orderCallers = {
  quote: callers.anyClient(),
  newOrder: callers.customer('ok'),
  active: callers.customer('ok'),
  get: callers.customerOrStaff(404, ORDER_DETAIL_MODULES, 'view'),
  list: callers.customer('ok'),
  uploadVoucher: callers.customer(404),
  paymentReference: callers.customer(404),
  save: callers.customer(404),
  requote: callers.customer(404),
  cancel: callers.customer(404),
  changeDestination: callers.customer(404),
  usedAmount: callers.customerOrStaff(403, CUSTOMER_FIGURES_MODULE, 'view'),
  limitAmount: callers.customerOrStaff(403, CUSTOMER_FIGURES_MODULE, 'view'),
  updateUsedAmount: callers.customerOrStaff(403, CUSTOMER_FIGURES_MODULE, 'edit'),
  // Staff see an order's papers where they see the order.
  invoice: callers.customerOrStaff(404, ORDER_DETAIL_MODULES, 'view'),
  invoicePdf: callers.customerOrStaff(404, ORDER_DETAIL_MODULES, 'view'),
  generateUrl: callers.customerOrStaff(404, ORDER_DETAIL_MODULES, 'view'),
};
