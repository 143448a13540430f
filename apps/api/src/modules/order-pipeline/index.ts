// Public entry of the order pipeline: the staff transitions of an order, for its routes and for the demo
// history, which moves its orders through them (decision 111).
// Other modules import only this file (decision 089).
export { approvePayment, approvePaymentIn } from './approve-payment.ts';
export { cancelOrder } from './cancel-order.ts';
export { observeOrder } from './observe-order.ts';
export { payOutOrder } from './pay-out-order.ts';
export { rejectPayment } from './reject-payment.ts';
