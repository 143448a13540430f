import { callers, type CallerTable } from '../http/callers.ts';
import type { adminOrderEndpoints } from './endpoints.ts';

const orders = callers.staff('ordenes', 'view');

export const adminOrderCallers = {
  dashboard: orders,
  paymentsQueue: callers.staff('pagos', 'view'),
  payoutsQueue: callers.staff('devoluciones', 'view'),
  list: orders,
  export: orders,
  board: orders,
  // Pagos and Devoluciones open it too (ORDER_DETAIL_MODULES).
  get: orders,
  approve: callers.staff('pagos', 'edit'),
  reject: callers.staff('pagos', 'edit'),
  payout: callers.staff('devoluciones', 'edit'),
  observe: callers.staff('devoluciones', 'edit'),
  cancel: callers.staff('devoluciones', 'edit'),
  linkCustomers: callers.staff('links', 'edit'),
} satisfies CallerTable<typeof adminOrderEndpoints>;
