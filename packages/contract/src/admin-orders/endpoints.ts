import { endpoint, withCallers } from '../http/endpoint.ts';
import { adminOrderCallers } from './callers.ts';
import type {
  AdminOrder,
  AdminOrderFilters,
  AdminOrderListQuery,
  AdminOrderPage,
  AdminOrderParams,
  ApprovePaymentRequest,
  Board,
  DashboardSummary,
  LinkCustomer,
  LinkCustomerQuery,
  ObserveOrderRequest,
  OrderQueue,
  RejectOrderRequest,
} from './schemas.ts';

/**
 * The staff pipeline (docs/rules/statuses.md#transitions, docs/rules/screens.md#staff-screens). Reads need
 * the view permission of the screen's module, actions the edit permission of the module that owns the
 * transition (`STAFF_ORDER_ACTIONS`).
 */
export const adminOrderEndpoints = withCallers(adminOrderCallers, {
  /** Inicio: any staff member. */
  dashboard: endpoint<{ response: DashboardSummary }>('GET', '/api/admin/dashboard'),
  /** Module pagos (view). */
  paymentsQueue: endpoint<{ response: OrderQueue }>('GET', '/api/admin/orders/payments-queue'),
  /** Module devoluciones (view). */
  payoutsQueue: endpoint<{ response: OrderQueue }>('GET', '/api/admin/orders/payouts-queue'),
  /** Module ordenes (view). */
  list: endpoint<{ query: AdminOrderListQuery; response: AdminOrderPage }>('GET', '/api/admin/orders'),
  /** Module ordenes (view). A CSV file (text/csv, UTF-8 with BOM); a refusal is still the JSON envelope. */
  export: endpoint<{ query: AdminOrderFilters; response: string }>('GET', '/api/admin/orders/export'),
  /** The Tarjetas board: any staff member. Kept current by the socket's `order:changed`. */
  board: endpoint<{ response: Board }>('GET', '/api/admin/orders/board'),
  /** View of pagos, devoluciones or ordenes. */
  get: endpoint<{ params: AdminOrderParams; response: AdminOrder }>('GET', '/api/admin/orders/:orderId'),
  /** PENDIENTE to PENDIENTE_DEVOLUCION (pagos, edit). */
  approve: endpoint<{ params: AdminOrderParams; body: ApprovePaymentRequest; response: AdminOrder }>(
    'POST',
    '/api/admin/orders/:orderId/approve',
  ),
  /** PENDIENTE to FALLIDA (pagos, edit). */
  reject: endpoint<{ params: AdminOrderParams; body: RejectOrderRequest; response: AdminOrder }>(
    'POST',
    '/api/admin/orders/:orderId/reject',
  ),
  /** PENDIENTE_DEVOLUCION to TERMINADA (devoluciones, edit). Multipart: the payout voucher image and `operationNumber`. */
  payout: endpoint<{ params: AdminOrderParams; response: AdminOrder }>(
    'POST',
    '/api/admin/orders/:orderId/payout',
    { multipart: true },
  ),
  /** PENDIENTE_DEVOLUCION to OBSERVADA (devoluciones, edit); the customer is mailed a modification link. */
  observe: endpoint<{ params: AdminOrderParams; body: ObserveOrderRequest; response: AdminOrder }>(
    'POST',
    '/api/admin/orders/:orderId/observe',
  ),
  /** OBSERVADA to FALLIDA (devoluciones, edit). */
  cancel: endpoint<{ params: AdminOrderParams; body: RejectOrderRequest; response: AdminOrder }>(
    'POST',
    '/api/admin/orders/:orderId/cancel',
  ),
  /** Module links (edit): the customers a link may be made for. */
  linkCustomers: endpoint<{ query: LinkCustomerQuery; response: LinkCustomer[] }>(
    'GET',
    '/api/admin/order-links/customers',
  ),
});
