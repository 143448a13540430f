// Public entry of the orders module: an order's rules and views, shared with staff screens, links and
// the pipeline.
// Other modules import only this file (decision 089).
export { attachVoucher } from './attach-voucher.ts';
export { cancelTemporalOrder } from './cancel-order.ts';
export { collectionAccountAt, createOrder } from './create-order.ts';
export { hasFinalizedOrder, referralForFirstOrder } from './customer-terms.ts';
export { expireTemporaryOrders } from './expire-temporary-orders.ts';
export { facturaBuyerOf } from './factura-buyer.ts';
export { finalizeOrder } from './finalize-order.ts';
export { declarationRequiredFor, fundsOriginOf, usdOfSoles } from './funds-declaration.ts';
export { orderInvoicePdf, orderReceiptNumber } from './get-invoice.ts';
export { insertTemporalOrder } from './insert-temporal-order.ts';
export { lockCustomer } from './lock-customer.ts';
export { assertWithinMonthlyLimit, monthlyLimitOf } from './monthly-limit.ts';
export { usedThisMonth } from './monthly-usage.ts';
export { moveOrder, orderFor, type Move, type OrderRow } from './move-order.ts';
export { NEWEST_FIRST } from './newest-first.ts';
export { operatedTotal } from './operated-total.ts';
export { drawCode, randomCode } from './order-code.ts';
export { OPEN_STATUSES } from './order-statuses.ts';
export { exchangeOf, loadOrderView, toOrderSummary } from './order-view.ts';
export { isExpired } from './own-order.ts';
export { isPayable } from './payable.ts';
export { findPaymentBank, pricePartnerOrder } from './price-order.ts';
export { assertDivisasOpen, divisasColumns, priceDivisas } from './price-divisas-order.ts';
export { quote } from './quote.ts';
export { replaceOrderFile } from './replace-order-file.ts';
