import type { Bank } from '../banks/schemas.ts';
import type { RateLockTerms } from '../exchange/schemas.ts';
import { endpoint, withCallers } from '../http/endpoint.ts';
import {
  externalOrderCallers,
  partnerApiCallers,
  partnerCallers,
  partnerLinkCallers,
  partnerWebhookCallers,
} from './callers.ts';
import type {
  ApiKeyParams,
  ApiKeyRequest,
  CreatedApiKey,
  ExternalOrderFilters,
  ExternalOrderListQuery,
  ExternalOrderPage,
  Partner,
  PartnerApiKey,
  PartnerApiOrderPage,
  PartnerApiOrderQuery,
  PartnerChoice,
  PartnerFinalizeRequest,
  PartnerIdParams,
  PartnerLinkParams,
  PartnerLinkView,
  PartnerOrder,
  PartnerOrderListQuery,
  PartnerOrderPage,
  PartnerOrderParams,
  PartnerOrderRequest,
  PartnerApiQuote,
  PartnerApiQuoteRequest,
  PartnerQuote,
  PartnerQuoteRequest,
  PartnerRateLockQuery,
  PartnerRequest,
  PartnerSandboxMoveRequest,
  PartnerSettlement,
  PartnerShareList,
  PartnerShareQuery,
  PartnerWorkspace,
  SettlementAccount,
  SettlementRequest,
  SettlementResult,
  WebhookDeliveryPage,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointParams,
  WebhookEndpointRequest,
  WebhookEndpointWithSecret,
} from './schemas.ts';

/**
 * /externo/ordenes (docs/rules/partners.md#partner-orders): a partner's user acts for its own business; staff
 * (module external-orders) choose the partner with `partnerId`. A partner naming another partner's order is
 * answered as if it did not exist.
 */
export const partnerEndpoints = withCallers(partnerCallers, {
  /** The partners the caller may act for: a partner's user, its own; staff, every active one. */
  choices: endpoint<{ response: PartnerChoice[] }>('GET', '/api/partner/partners'),
  orders: endpoint<{ query: PartnerOrderListQuery; response: PartnerOrderPage }>(
    'GET',
    '/api/partner/orders',
  ),
  /** The server's quote with the partner's pricing. */
  quote: endpoint<{ body: PartnerQuoteRequest; response: PartnerQuote }>('POST', '/api/partner/quote'),
  /** Whether the partner's next dollar order would lock its rate (docs/rules/exchange.md#indicative-quotes). */
  rateLock: endpoint<{ query: PartnerRateLockQuery; response: RateLockTerms }>(
    'GET',
    '/api/partner/rate-lock',
  ),
  /** A TEMPORAL order for the partner's client and its finalize link. Idempotent on `idempotencyKey`. */
  create: endpoint<{ body: PartnerOrderRequest; response: PartnerOrder }>('POST', '/api/partner/orders'),
  /** A new finalize link for a TEMPORAL order whose link expired or is about to. */
  renewLink: endpoint<{ params: PartnerOrderParams; response: PartnerOrder }>(
    'POST',
    '/api/partner/orders/:code/link',
  ),
  /** /dashboard/modulo-terceros for a partner's user: its business, users, share and settlements, keys. */
  workspace: endpoint<{ response: PartnerWorkspace }>('GET', '/api/partner/workspace'),
  createApiKey: endpoint<{ body: ApiKeyRequest; response: CreatedApiKey }>('POST', '/api/partner/api-keys'),
  revokeApiKey: endpoint<{ params: ApiKeyParams; response: PartnerApiKey }>(
    'DELETE',
    '/api/partner/api-keys/:keyId',
  ),
});

/**
 * A partner's user and its webhook endpoints (docs/rules/partners.md#webhooks): several, each with its
 * events and signing secret (shown once, when made or rotated), its delivery log, redelivery and a test ping.
 */
export const partnerWebhookEndpoints = withCallers(partnerWebhookCallers, {
  list: endpoint<{ response: WebhookEndpoint[] }>('GET', '/api/partner/webhook-endpoints'),
  create: endpoint<{ body: WebhookEndpointRequest; response: WebhookEndpointWithSecret }>(
    'POST',
    '/api/partner/webhook-endpoints',
  ),
  update: endpoint<{
    params: WebhookEndpointParams;
    body: WebhookEndpointRequest;
    response: WebhookEndpoint;
  }>('PUT', '/api/partner/webhook-endpoints/:endpointId'),
  remove: endpoint<{ params: WebhookEndpointParams; response: WebhookEndpoint }>(
    'DELETE',
    '/api/partner/webhook-endpoints/:endpointId',
  ),
  /** A new secret; the old one keeps signing too for `WEBHOOK_PREVIOUS_SECRET_HOURS`. */
  rotateSecret: endpoint<{ params: WebhookEndpointParams; response: WebhookEndpointWithSecret }>(
    'POST',
    '/api/partner/webhook-endpoints/:endpointId/rotate-secret',
  ),
  /** Sends `webhook.test` to this endpoint now. */
  ping: endpoint<{ params: WebhookEndpointParams; response: WebhookDelivery }>(
    'POST',
    '/api/partner/webhook-endpoints/:endpointId/test',
  ),
  deliveries: endpoint<{
    params: WebhookEndpointParams;
    query: WebhookDeliveryQuery;
    response: WebhookDeliveryPage;
  }>('GET', '/api/partner/webhook-endpoints/:endpointId/deliveries'),
  /** The same event (same `webhook-id`) posted again to this endpoint, as a new delivery. */
  redeliver: endpoint<{ params: WebhookDeliveryParams; response: WebhookDelivery }>(
    'POST',
    '/api/partner/webhook-endpoints/:endpointId/deliveries/:deliveryId/redeliver',
  ),
});

/** /externo/finalizar-orden/:codigo: the code is the client's only credential (docs/rules/partners.md#finalize-link). */
export const partnerLinkEndpoints = withCallers(partnerLinkCallers, {
  view: endpoint<{ params: PartnerLinkParams; response: PartnerLinkView }>(
    'GET',
    '/api/partner-link/:codigo',
  ),
  /** Multipart: the voucher file, optionally `operationNumber`. */
  uploadVoucher: endpoint<{ params: PartnerLinkParams; response: PartnerLinkView }>(
    'POST',
    '/api/partner-link/:codigo/upload-voucher',
    { multipart: true },
  ),
  finalize: endpoint<{ params: PartnerLinkParams; body: PartnerFinalizeRequest; response: PartnerLinkView }>(
    'POST',
    '/api/partner-link/:codigo/finalize',
  ),
  /** The order's boleta as the customer's own (an A4 PDF); a refusal is still the JSON envelope. */
  receiptPdf: endpoint<{ params: PartnerLinkParams; response: string }>(
    'GET',
    '/api/partner-link/:codigo/boleta',
  ),
});

/** Staff: partner businesses (module terceros), their orders, shares and settlements (module external-orders). */
export const externalOrderEndpoints = withCallers(externalOrderCallers, {
  list: endpoint<{ query: ExternalOrderListQuery; response: ExternalOrderPage }>(
    'GET',
    '/api/admin/external-orders',
  ),
  /** A CSV file (text/csv, UTF-8 with BOM); a refusal is still the JSON envelope. */
  export: endpoint<{ query: ExternalOrderFilters; response: string }>(
    'GET',
    '/api/admin/external-orders/export',
  ),
  partners: endpoint<{ response: Partner[] }>('GET', '/api/admin/partners'),
  /** Administrador only: a partner business and its terms. */
  createPartner: endpoint<{ body: PartnerRequest; response: Partner }>('POST', '/api/admin/partners'),
  updatePartner: endpoint<{ params: PartnerIdParams; body: PartnerRequest; response: Partner }>(
    'PUT',
    '/api/admin/partners/:partnerId',
  ),
  shares: endpoint<{ params: PartnerIdParams; query: PartnerShareQuery; response: PartnerShareList }>(
    'GET',
    '/api/admin/partners/:partnerId/shares',
  ),
  settlements: endpoint<{ params: PartnerIdParams; response: PartnerSettlement[] }>(
    'GET',
    '/api/admin/partners/:partnerId/settlements',
  ),
  /** The Cambix accounts a settlement may be paid from (whoever settles need not see Ajustes). */
  settlementAccounts: endpoint<{ response: SettlementAccount[] }>(
    'GET',
    '/api/admin/external-orders/settlement-accounts',
  ),
  /**
   * Pays every unsettled share of the period: one ledger egreso, the shares marked settled; or, under
   * four-eyes, a request another person approves.
   */
  settle: endpoint<{ params: PartnerIdParams; body: SettlementRequest; response: SettlementResult }>(
    'POST',
    '/api/admin/partners/:partnerId/settlements',
  ),
});

/**
 * The partner API (docs/rules/partners.md#partner-api): the partner's own system, with an API key as bearer
 * instead of a session, and an `Idempotency-Key` header on create. Documented by its OpenAPI file.
 */
export const partnerApiEndpoints = withCallers(partnerApiCallers, {
  /** The partner's orders newest first, by cursor: what a partner reconciles with after a missed webhook. */
  list: endpoint<{ query: PartnerApiOrderQuery; response: PartnerApiOrderPage }>(
    'GET',
    '/api/partner-api/v1/orders',
  ),
  create: endpoint<{
    body: Omit<PartnerOrderRequest, 'partnerId' | 'idempotencyKey'>;
    response: PartnerOrder;
  }>('POST', '/api/partner-api/v1/orders'),
  get: endpoint<{ params: PartnerOrderParams; response: PartnerOrder }>(
    'GET',
    '/api/partner-api/v1/orders/:code',
  ),
  /** What an order would cost and pay if created now: the same pricing, and for divisas the same lock. */
  quote: endpoint<{ body: PartnerApiQuoteRequest; response: PartnerApiQuote }>(
    'POST',
    '/api/partner-api/v1/quotes',
  ),
  /** Drops a TEMPORAL order the client has not finalized: its link stops working. */
  cancel: endpoint<{ params: PartnerOrderParams; response: PartnerOrder }>(
    'POST',
    '/api/partner-api/v1/orders/:code/cancel',
  ),
  /** Test keys only: moves a sandbox order as its client or Cambix's staff would move a real one. */
  simulate: endpoint<{ params: PartnerOrderParams; body: PartnerSandboxMoveRequest; response: PartnerOrder }>(
    'POST',
    '/api/partner-api/v1/orders/:code/simulate',
  ),
  /** The banks and account types an order names by id (`paymentBankId`, `destination.bankId`…). */
  banks: endpoint<{ response: Bank[] }>('GET', '/api/partner-api/v1/banks'),
  /** The partner's webhook endpoints (added and rotated in Terceros: a secret is never sent here). */
  webhookEndpoints: endpoint<{ response: WebhookEndpoint[] }>('GET', '/api/partner-api/v1/webhook-endpoints'),
  webhookDeliveries: endpoint<{
    params: WebhookEndpointParams;
    query: WebhookDeliveryQuery;
    response: WebhookDeliveryPage;
  }>('GET', '/api/partner-api/v1/webhook-endpoints/:endpointId/deliveries'),
  redeliverWebhook: endpoint<{ params: WebhookDeliveryParams; response: WebhookDelivery }>(
    'POST',
    '/api/partner-api/v1/webhook-endpoints/:endpointId/deliveries/:deliveryId/redeliver',
  ),
  pingWebhook: endpoint<{ params: WebhookEndpointParams; response: WebhookDelivery }>(
    'POST',
    '/api/partner-api/v1/webhook-endpoints/:endpointId/test',
  ),
  /** The OpenAPI 3.1 document, public. */
  openapi: endpoint<{ response: unknown }>('GET', '/api/partner-api/v1/openapi.json'),
  /** The guide for a partner's developers (apps/api/src/modules/partners-api/partner-guide.md), public. */
  guide: endpoint<{ response: unknown }>('GET', '/api/partner-api/v1/guide'),
});
