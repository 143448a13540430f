// Public entry of the staff orders feature: the Pagos and Devoluciones queues and the order detail the
// three detail routes share, with its actions.
export { staffOrderKeys } from './api/keys.ts';
export { usePaymentsQueue, paymentsQueueQuery } from './api/get-payments-queue.ts';
export { usePayoutsQueue, payoutsQueueQuery } from './api/get-payouts-queue.ts';
export { useAdminOrder, adminOrderQuery } from './api/get-admin-order.ts';
export { QueueScreen } from './components/queue-screen.tsx';
export { PayoutFilterChips } from './components/payout-filter-chips.tsx';
export { OrderDetail, type OrderDetailFocus, type OrderDetailProps } from './components/order-detail.tsx';
export { NoticeSnackbar } from './components/notice-snackbar.tsx';
export { filterPayouts, isPayoutFilter, PAYOUT_FILTERS, type PayoutFilter } from './queue-filter.ts';
export { formatWaiting, oldestFirst } from './waiting-time.ts';
export { type RouteNotice } from './use-route-notice.ts';
export { useLiveQueues } from './use-live-queues.ts';
export { ExchangeChips } from './components/exchange-chips.tsx';
export { StaffOrderStatusChip } from './components/staff-order-status-chip.tsx';
export { receivedMoney, sentMoney } from './exchange-money.ts';
