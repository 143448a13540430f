import { callers, type CallerTable } from '../http/callers.ts';
import type { orderEndpoints } from './endpoints.ts';

/** Another customer's order is "not found", exactly like one that does not exist. */
export const orderCallers = {
  quote: callers.anyClient(),
  newOrder: callers.customer('ok'),
  active: callers.customer('ok'),
  get: callers.customerOrStaff(404, 'ordenes', 'view'),
  list: callers.customer('ok'),
  uploadVoucher: callers.customer(404),
  save: callers.customer(404),
  requote: callers.customer(404),
  cancel: callers.customer(404),
  changeDestination: callers.customer(404),
  usedAmount: callers.customerOrStaff(403, 'users', 'view'),
  limitAmount: callers.customerOrStaff(403, 'users', 'view'),
  updateUsedAmount: callers.customerOrStaff(403, 'users', 'edit'),
  invoice: callers.customerOrStaff(404, 'devoluciones', 'view'),
  invoicePdf: callers.customerOrStaff(404, 'devoluciones', 'view'),
  generateUrl: callers.customerOrStaff(404, 'pagos', 'view'),
} satisfies CallerTable<typeof orderEndpoints>;
