// Public entry of the orders feature: the new-order stepper, Historial, and the pieces the welcome page shows.
export { NewOrderWizard, type NewOrderWizardProps } from './new-order/new-order-wizard.tsx';
export { OrdersHistory } from './history/orders-history.tsx';
export { LimitBar } from './components/limit-bar.tsx';
export { limitAmountQueryOptions } from './api/get-limit-amount.ts';
export { RecentOrders, AllOrdersButton } from './components/recent-orders.tsx';
export { recentOrdersQueryOptions } from './api/list-orders.ts';
export {
  OrderStatusChip,
  CustomerStatusChip,
  orderStatusName,
  customerStatusName,
  ORDER_STATUS_COLOR,
} from './components/order-status-chip.tsx';
export { OrderStatusFilter } from './components/order-status-filter.tsx';
export { StatusTimeline } from './components/status-timeline.tsx';
export { QuoteSummary } from './new-order/quote-summary.tsx';
export { ReceiptDialog, SENDING_COLOR } from './history/receipt-dialog.tsx';
export { ReceiptChoice, type ReceiptChoiceProps } from './new-order/receipt-choice.tsx';
export type { ReceiptProblems } from './new-order/quote-form.ts';
export { FacturaBuyerLine } from './components/factura-buyer-line.tsx';
export { invoiceQueryOf, useInvoice } from './api/get-invoice.ts';
export { orderKeys } from './api/keys.ts';
export { useActiveOrder, activeOrderQueryOptions } from './api/get-active-order.ts';
export { uploadVoucher, voucherForm } from './api/upload-voucher.ts';
export { VoucherUploader, isVoucherFile, type VoucherUploaderProps } from './new-order/voucher-step.tsx';
export { LinkOrderCompletion } from './link/link-order-completion.tsx';
export { LinkProof } from './link/link-proof.tsx';
export { LiveOrderUpdates } from './live/live-order-updates.tsx';
export { DeadLinkNotice, type DeadLinkReason } from './link/dead-link-notice.tsx';
