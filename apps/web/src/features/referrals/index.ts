// Public entry of the referrals feature: the customer's own code and its share link.
export { ReferralCodeCard } from './components/referral-code-card.tsx';
export { useOwnReferralCode, ownReferralCodeQueryOptions } from './api/own-referral-code.ts';
