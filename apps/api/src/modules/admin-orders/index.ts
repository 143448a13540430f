// Public entry of the admin-orders module: an order as staff see it, and the account a payout goes to.
// Other modules import only this file (decision 089).
export { loadAdminOrder } from './admin-order-view.ts';
export { choosePayoutAccount, payoutAccountFor } from './payout-account.ts';
