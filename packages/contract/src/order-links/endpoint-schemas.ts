import type { EndpointSchemas } from '../http/endpoint.ts';
import { order, orderCodeParams, saveOrderRequest } from '../orders/schemas.ts';
import type { orderLinkEndpoints } from './endpoints.ts';
import {
  createOrderLinkRequest,
  linkActionParams,
  linkCodeParams,
  linkCodeRequest,
  linkCodeSent,
  orderLinkListQuery,
  orderLinkPage,
  orderLinkSummary,
  ownModificationLink,
  resolvedLink,
} from './schemas.ts';

export const orderLinkSchemas = {
  resolve: { params: linkCodeParams, response: resolvedLink },
  resolveModification: { params: linkCodeParams, response: resolvedLink },
  sendCode: { params: linkActionParams, response: linkCodeSent },
  verify: { params: linkActionParams, body: linkCodeRequest, response: resolvedLink },
  uploadVoucher: { params: linkActionParams, response: order },
  finalize: { params: linkActionParams, body: saveOrderRequest, response: order },
  ownModification: { params: orderCodeParams, response: ownModificationLink },
  create: { body: createOrderLinkRequest, response: orderLinkSummary },
  list: { query: orderLinkListQuery, response: orderLinkPage },
} satisfies EndpointSchemas<typeof orderLinkEndpoints>;
