import { callers } from '../http/callers.ts';

/** A partner's users for their own business; staff with the module act for the partner they choose. */
export const partnerCallers = {
  choices: callers.partnerOrStaff('external-orders', 'view'),
  orders: callers.partnerOrStaff('external-orders', 'view'),
  quote: callers.partnerOrStaff('external-orders', 'edit'),
  rateLock: callers.partnerOrStaff('external-orders', 'edit'),
  create: callers.partnerOrStaff('external-orders', 'edit'),
  renewLink: callers.partnerOrStaff('external-orders', 'edit'),
  workspace: callers.roles('Externo'),
  createApiKey: callers.stepUp(callers.roles('Externo')),
  revokeApiKey: callers.roles('Externo'),
};

/** Only the partner's own users manage where its events go: staff never see its secrets or receivers. */
export const partnerWebhookCallers = {
  list: callers.roles('Externo'),
  create: callers.roles('Externo'),
  update: callers.roles('Externo'),
  remove: callers.roles('Externo'),
  rotateSecret: callers.roles('Externo'),
  ping: callers.roles('Externo'),
  deliveries: callers.roles('Externo'),
  redeliver: callers.roles('Externo'),
};

/** The link's code is the credential: anyone holding it, no session needed (docs/rules/partners.md#finalize-link). */
export const partnerLinkCallers = {
  view: callers.anyClient(),
  uploadVoucher: callers.anyClient(),
  finalize: callers.anyClient(),
  receiptPdf: callers.anyClient(),
};

export const externalOrderCallers = {
  list: callers.staff('external-orders', 'view'),
  export: callers.staff('external-orders', 'view'),
  partners: callers.staff('terceros', 'view'),
  createPartner: callers.roles('Administrador'),
  updatePartner: callers.roles('Administrador'),
  shares: callers.staff('external-orders', 'view'),
  settlements: callers.staff('external-orders', 'view'),
  settlementAccounts: callers.staff('external-orders', 'edit'),
  settle: callers.stepUp(callers.staff('external-orders', 'edit')),
};

/** No session opens the partner API: only a partner's API key does (the OpenAPI document is public). */
export const partnerApiCallers = {
  list: callers.apiKey(),
  create: callers.apiKey(),
  get: callers.apiKey(),
  quote: callers.apiKey(),
  cancel: callers.apiKey(),
  simulate: callers.apiKey(),
  banks: callers.apiKey(),
  webhookEndpoints: callers.apiKey(),
  webhookDeliveries: callers.apiKey(),
  redeliverWebhook: callers.apiKey(),
  pingWebhook: callers.apiKey(),
  openapi: callers.open(),
  guide: callers.open(),
};
