import { z } from 'zod';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type { adminOrderEndpoints } from './endpoints.ts';
import {
  adminOrder,
  adminOrderFilters,
  adminOrderListQuery,
  adminOrderPage,
  adminOrderParams,
  approvePaymentRequest,
  board,
  dashboardSummary,
  linkCustomer,
  linkCustomerQuery,
  observeOrderRequest,
  orderQueue,
  rejectOrderRequest,
} from './schemas.ts';

export const adminOrderSchemas = {
  dashboard: { response: dashboardSummary },
  paymentsQueue: { response: orderQueue },
  payoutsQueue: { response: orderQueue },
  list: { query: adminOrderListQuery, response: adminOrderPage },
  export: { query: adminOrderFilters, response: z.string() },
  board: { response: board },
  get: { params: adminOrderParams, response: adminOrder },
  approve: { params: adminOrderParams, body: approvePaymentRequest, response: adminOrder },
  reject: { params: adminOrderParams, body: rejectOrderRequest, response: adminOrder },
  payout: { params: adminOrderParams, response: adminOrder },
  observe: { params: adminOrderParams, body: observeOrderRequest, response: adminOrder },
  cancel: { params: adminOrderParams, body: rejectOrderRequest, response: adminOrder },
  linkCustomers: { query: linkCustomerQuery, response: z.array(linkCustomer) },
} satisfies EndpointSchemas<typeof adminOrderEndpoints>;
