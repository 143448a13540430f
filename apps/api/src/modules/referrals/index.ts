// Public entry of the referrals module: whether a referral code applies to a customer, and the owner's
// accounts check (docs/rules/coupons-and-referrals.md#anti-abuse).
// Other modules import only this file (decision 089).
export {
  isOwnersAccount,
  judgeReferral,
  type ReferralInForce,
  type ReferralRefusalCode,
  type ReferralVerdict,
  type ReferredPerson,
} from './referral-in-force.ts';
