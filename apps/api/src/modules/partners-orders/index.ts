// Public entry of the partner-orders module: a partner's orders for its clients and their finalize links,
// and the partner's share of a finished order. The partner API creates and reads orders through it.
// Other modules import only this file (decision 089).
export { accruePartnerShare } from './accrue-partner-share.ts';
export { cancelApiOrder } from './cancel-api-order.ts';
export { createPartnerOrder, type ActingFor, type PartnerOrderFields } from './create-partner-order.ts';
export { listApiOrders } from './list-api-orders.ts';
export {
  latestLinks,
  partnerLinkState,
  partnerLinkUrl,
  partnerOrderPageUrl,
  type PartnerLinkRow,
} from './partner-link.ts';
export { markSharesSettled } from './mark-shares-settled.ts';
export { partnerMonth } from './partner-month.ts';
export { quoteApiOrder } from './quote-api-order.ts';
export {
  fullName,
  getPartnerOrder,
  toPartnerOrderFields,
  type PartnerOrderRow,
} from './partner-order-view.ts';
export { findPartner } from './acting-partner.ts';
export {
  assertSameRequest,
  IDEMPOTENT_ANSWER_MS,
  isAnswerKept,
  requestFingerprint,
} from './idempotent-answer.ts';
export { beforePosition, cursorOf, positionOf, type Position } from './order-cursor.ts';
export { randomPartnerLinkCode } from './partner-link.ts';
export { partnerOrderTerms, receiveCurrencyOf } from './partner-order-terms.ts';
export { onPaymentBankField } from './payment-bank-field.ts';
export { checkClientAccount } from './save-client-account.ts';
