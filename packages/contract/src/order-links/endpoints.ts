import { endpoint, withCallers } from '../http/endpoint.ts';
import { orderLinkCallers } from './callers.ts';
import type { Order, SaveOrderRequest } from '../orders/schemas.ts';
import type {
  CreateOrderLinkRequest,
  LinkActionParams,
  LinkCodeParams,
  LinkCodeRequest,
  LinkCodeSent,
  OrderLinkListQuery,
  OrderLinkSummary,
  OwnModificationLink,
  ResolvedLink,
} from './schemas.ts';
import type { OrderCodeParams } from '../orders/schemas.ts';

export const orderLinkEndpoints = withCallers(orderLinkCallers, {
  resolve: endpoint<{ params: LinkCodeParams; response: ResolvedLink }>(
    'GET',
    '/api/order-link/codigo/:codigo',
  ),
  resolveModification: endpoint<{ params: LinkCodeParams; response: ResolvedLink }>(
    'GET',
    '/api/order-modification-link/:codigo',
  ),
  /** Mails the link's customer a one-time code to prove it is them (decision 071). */
  sendCode: endpoint<{ params: LinkActionParams; response: LinkCodeSent }>(
    'POST',
    '/api/order-link/:code/send-code',
  ),
  /** The mailed code: answers the resolved link with a session bound to it (decision 070). */
  verify: endpoint<{ params: LinkActionParams; body: LinkCodeRequest; response: ResolvedLink }>(
    'POST',
    '/api/order-link/:code/verify',
  ),
  /** Multipart: the voucher file, optionally `operationNumber`. The link's customer only (decision 070). */
  uploadVoucher: endpoint<{ params: LinkActionParams; response: Order }>(
    'POST',
    '/api/order-link/:code/upload-voucher',
    { multipart: true },
  ),
  finalize: endpoint<{ params: LinkActionParams; body: SaveOrderRequest; response: Order }>(
    'POST',
    '/api/order-link/:code/finalize',
  ),
  /**
   * The owner's own OBSERVADA (or TEMPORAL) order: its live modification link, made when there is none, so
   * the app opens the same flow as the mailed link.
   */
  ownModification: endpoint<{ params: OrderCodeParams; response: OwnModificationLink }>(
    'POST',
    '/api/order/:code/modification-link',
  ),
  /** Staff (module links). */
  create: endpoint<{ body: CreateOrderLinkRequest; response: OrderLinkSummary }>(
    'POST',
    '/api/admin/order-links',
  ),
  list: endpoint<{
    query: OrderLinkListQuery;
    response: { items: OrderLinkSummary[]; total: number; page: number; size: number };
  }>('GET', '/api/admin/order-links'),
});
