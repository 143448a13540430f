import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import { userIdParams } from '../users/schemas.ts';
import type { orderEndpoints } from './endpoints.ts';
import {
  changeDestinationRequest,
  generatedUrl,
  generateUrlRequest,
  invoice,
  invoiceQuery,
  limitAmount,
  listOrdersQuery,
  newOrderRequest,
  order,
  orderCodeParams,
  orderIdParams,
  ordersPage,
  liveQuote,
  quoteRequest,
  requoteRequest,
  saveOrderParams,
  saveOrderRequest,
  updateUsedAmountRequest,
  usedAmount,
} from './schemas.ts';

export const orderSchemas = {
  quote: { body: quoteRequest, response: liveQuote },
  newOrder: { body: newOrderRequest, response: order },
  active: { response: order.nullable() },
  get: { params: orderCodeParams, response: order },
  list: { query: listOrdersQuery, response: ordersPage },
  uploadVoucher: { params: orderIdParams, response: order },
  paymentReference: { params: saveOrderParams, response: order },
  save: { params: saveOrderParams, body: saveOrderRequest, response: order },
  requote: { params: saveOrderParams, body: requoteRequest, response: order },
  cancel: { params: saveOrderParams, response: order },
  changeDestination: { params: orderCodeParams, body: changeDestinationRequest, response: order },
  usedAmount: { params: userIdParams, response: usedAmount },
  limitAmount: { params: userIdParams, response: limitAmount },
  updateUsedAmount: { body: updateUsedAmountRequest, response: usedAmount },
  invoice: { query: invoiceQuery, response: invoice },
  invoicePdf: { query: invoiceQuery, response: z.string() },
  generateUrl: { body: generateUrlRequest, response: generatedUrl },
} satisfies EndpointSchemas<typeof orderEndpoints>;
