import { z } from 'zod';
import { bank } from '../banks/schemas.ts';
import { rateLockTerms } from '../exchange/schemas.ts';
import type { EndpointSchemas } from '../http/endpoint.ts';
import type {
  externalOrderEndpoints,
  partnerApiEndpoints,
  partnerEndpoints,
  partnerLinkEndpoints,
  partnerWebhookEndpoints,
} from './endpoints.ts';
import {
  apiKeyParams,
  apiKeyRequest,
  createdApiKey,
  externalOrderFilters,
  externalOrderListQuery,
  externalOrderPage,
  partner,
  partnerApiKey,
  partnerChoice,
  partnerFinalizeRequest,
  partnerIdParams,
  partnerLinkParams,
  partnerLinkView,
  partnerOrder,
  partnerOrderListQuery,
  partnerOrderPage,
  partnerOrderParams,
  partnerApiOrderPage,
  partnerApiQuote,
  partnerApiQuoteRequest,
  partnerSandboxMoveRequest,
  partnerApiOrderQuery,
  partnerApiOrderRequest,
  partnerOrderRequest,
  partnerQuote,
  partnerQuoteRequest,
  partnerRateLockQuery,
  partnerRequest,
  partnerSettlement,
  partnerShareList,
  partnerShareQuery,
  partnerWorkspace,
  settlementAccount,
  settlementRequest,
  settlementResult,
  webhookDelivery,
  webhookDeliveryPage,
  webhookDeliveryParams,
  webhookDeliveryQuery,
  webhookEndpoint,
  webhookEndpointParams,
  webhookEndpointRequest,
  webhookEndpointWithSecret,
} from './schemas.ts';

export const partnerSchemas = {
  choices: { response: z.array(partnerChoice) },
  orders: { query: partnerOrderListQuery, response: partnerOrderPage },
  quote: { body: partnerQuoteRequest, response: partnerQuote },
  rateLock: { query: partnerRateLockQuery, response: rateLockTerms },
  create: { body: partnerOrderRequest, response: partnerOrder },
  renewLink: { params: partnerOrderParams, response: partnerOrder },
  workspace: { response: partnerWorkspace },
  createApiKey: { body: apiKeyRequest, response: createdApiKey },
  revokeApiKey: { params: apiKeyParams, response: partnerApiKey },
} satisfies EndpointSchemas<typeof partnerEndpoints>;

export const partnerWebhookSchemas = {
  list: { response: z.array(webhookEndpoint) },
  create: { body: webhookEndpointRequest, response: webhookEndpointWithSecret },
  update: { params: webhookEndpointParams, body: webhookEndpointRequest, response: webhookEndpoint },
  remove: { params: webhookEndpointParams, response: webhookEndpoint },
  rotateSecret: { params: webhookEndpointParams, response: webhookEndpointWithSecret },
  ping: { params: webhookEndpointParams, response: webhookDelivery },
  deliveries: { params: webhookEndpointParams, query: webhookDeliveryQuery, response: webhookDeliveryPage },
  redeliver: { params: webhookDeliveryParams, response: webhookDelivery },
} satisfies EndpointSchemas<typeof partnerWebhookEndpoints>;

export const partnerLinkSchemas = {
  view: { params: partnerLinkParams, response: partnerLinkView },
  uploadVoucher: { params: partnerLinkParams, response: partnerLinkView },
  finalize: { params: partnerLinkParams, body: partnerFinalizeRequest, response: partnerLinkView },
  receiptPdf: { params: partnerLinkParams, response: z.string() },
} satisfies EndpointSchemas<typeof partnerLinkEndpoints>;

export const externalOrderSchemas = {
  list: { query: externalOrderListQuery, response: externalOrderPage },
  export: { query: externalOrderFilters, response: z.string() },
  partners: { response: z.array(partner) },
  createPartner: { body: partnerRequest, response: partner },
  updatePartner: { params: partnerIdParams, body: partnerRequest, response: partner },
  shares: { params: partnerIdParams, query: partnerShareQuery, response: partnerShareList },
  settlements: { params: partnerIdParams, response: z.array(partnerSettlement) },
  settlementAccounts: { response: z.array(settlementAccount) },
  settle: { params: partnerIdParams, body: settlementRequest, response: settlementResult },
} satisfies EndpointSchemas<typeof externalOrderEndpoints>;

export const partnerApiSchemas = {
  list: { query: partnerApiOrderQuery, response: partnerApiOrderPage },
  create: { body: partnerApiOrderRequest, response: partnerOrder },
  get: { params: partnerOrderParams, response: partnerOrder },
  quote: { body: partnerApiQuoteRequest, response: partnerApiQuote },
  cancel: { params: partnerOrderParams, response: partnerOrder },
  simulate: { params: partnerOrderParams, body: partnerSandboxMoveRequest, response: partnerOrder },
  banks: { response: z.array(bank) },
  webhookEndpoints: { response: z.array(webhookEndpoint) },
  webhookDeliveries: {
    params: webhookEndpointParams,
    query: webhookDeliveryQuery,
    response: webhookDeliveryPage,
  },
  redeliverWebhook: { params: webhookDeliveryParams, response: webhookDelivery },
  pingWebhook: { params: webhookEndpointParams, response: webhookDelivery },
  openapi: { response: z.unknown() },
  guide: { response: z.unknown() },
} satisfies EndpointSchemas<typeof partnerApiEndpoints>;
