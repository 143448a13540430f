// Public entry of the referrals module: whether a referral code applies to a customer, the owner's
// accounts check and a customer's own code with their referred customers (the customer file) (docs/rules/coupons-and-referrals.md#anti-abuse).
// Other modules import only this file (decision 089).
export {
  isOwnersAccount,
  judgeReferral,
  type ReferralInForce,
  type ReferralRefusalCode,
  type ReferralVerdict,
  type ReferredPerson,
} from './referral-in-force.ts';
export { getCustomerReferrals } from './customer-referrals.ts';
export { switchOffReferralCode } from './switch-off-referral-code.ts';
