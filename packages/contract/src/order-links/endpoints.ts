import { endpoint } from '../http/endpoint.ts';
import type { Order, SaveOrderRequest } from '../orders/schemas.ts';
import type {
  CreateOrderLinkRequest,
  LinkActionParams,
  LinkCodeParams,
  OrderLinkListQuery,
  OrderLinkSummary,
  ResolvedLink,
} from './schemas.ts';

export const orderLinkEndpoints = {
  resolve: endpoint<{ params: LinkCodeParams; response: ResolvedLink }>(
    'GET',
    '/api/order-link/codigo/:codigo',
  ),
  resolveModification: endpoint<{ params: LinkCodeParams; response: ResolvedLink }>(
    'GET',
    '/api/order-modification-link/:codigo',
  ),
  /** Multipart: the voucher file, optionally `operationNumber`. */
  uploadVoucher: endpoint<{ params: LinkActionParams; response: Order }>(
    'POST',
    '/api/order-link/:code/upload-voucher',
    { multipart: true },
  ),
  finalize: endpoint<{ params: LinkActionParams; body: SaveOrderRequest; response: Order }>(
    'POST',
    '/api/order-link/:code/finalize',
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
};
