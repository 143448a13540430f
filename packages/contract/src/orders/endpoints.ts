import { endpoint, withCallers } from '../http/endpoint.ts';
import { orderCallers } from './callers.ts';
import type {
  ChangeDestinationRequest,
  GenerateUrlRequest,
  InvoiceQuery,
  Invoice,
  LimitAmount,
  ListOrdersQuery,
  NewOrderRequest,
  Order,
  OrderCodeParams,
  OrderIdParams,
  RequoteRequest,
  OrdersPage,
  LiveQuote,
  QuoteRequest,
  SaveOrderParams,
  SaveOrderRequest,
  UpdateUsedAmountRequest,
  UsedAmount,
} from './schemas.ts';
import type { UserIdParams } from '../users/schemas.ts';

export const orderEndpoints = withCallers(orderCallers, {
  /** The live quote of the new-order screen and the public calculator. */
  quote: endpoint<{ body: QuoteRequest; response: LiveQuote }>('POST', '/api/order/quote'),
  newOrder: endpoint<{ body: NewOrderRequest; response: Order }>('POST', '/api/order/new-order'),
  /** The caller's TEMPORAL order, to resume it (null when there is none). */
  active: endpoint<{ response: Order | null }>('GET', '/api/order/active'),
  get: endpoint<{ params: OrderCodeParams; response: Order }>('GET', '/api/order/:code'),
  list: endpoint<{ query: ListOrdersQuery; response: OrdersPage }>('GET', '/api/listOrders'),
  /** Multipart: the voucher file, optionally `operationNumber`. */
  uploadVoucher: endpoint<{ params: OrderIdParams; response: Order }>(
    'POST',
    '/api/sendImageOrder/:orderId',
    {
      multipart: true,
    },
  ),
  /**
   * The owner will pay by transfer writing the order's payment reference in its description: the reference is
   * drawn (once) and the voucher becomes optional.
   */
  paymentReference: endpoint<{ params: SaveOrderParams; response: Order }>(
    'POST',
    '/api/order/payment-reference/:id',
  ),
  save: endpoint<{ params: SaveOrderParams; body: SaveOrderRequest; response: Order }>(
    'POST',
    '/api/order/save-order/:id',
  ),
  /** Divisas: a TEMPORAL order whose rate lock ran out is priced again at the board in force, with a new lock. */
  requote: endpoint<{ params: SaveOrderParams; body: RequoteRequest; response: Order }>(
    'POST',
    '/api/order/requote/:id',
  ),
  /** The owner drops their TEMPORAL order (a divisas order whose lock ran out and whose new rate they refuse). */
  cancel: endpoint<{ params: SaveOrderParams; response: Order }>('POST', '/api/order/cancel/:id'),
  /** The owner (or the modification link's session) points an OBSERVADA order at another of their accounts. */
  changeDestination: endpoint<{ params: OrderCodeParams; body: ChangeDestinationRequest; response: Order }>(
    'POST',
    '/api/order/:code/destination',
  ),
  usedAmount: endpoint<{ params: UserIdParams; response: UsedAmount }>('GET', '/api/getUsedAmount/:userId'),
  limitAmount: endpoint<{ params: UserIdParams; response: LimitAmount }>(
    'GET',
    '/api/getLimitAmount/:userId',
  ),
  updateUsedAmount: endpoint<{ body: UpdateUsedAmountRequest; response: UsedAmount }>(
    'POST',
    '/api/updateUsedAmount',
  ),
  invoice: endpoint<{ query: InvoiceQuery; response: Invoice }>('GET', '/api/getInvoiceData'),
  /** The boleta as an A4 PDF, to the same callers. */
  invoicePdf: endpoint<{ query: InvoiceQuery; response: string }>('GET', '/api/getInvoiceData/pdf'),
  generateUrl: endpoint<{ body: GenerateUrlRequest; response: { url: string; expiresAt: string } }>(
    'POST',
    '/api/generateUrl',
  ),
});
