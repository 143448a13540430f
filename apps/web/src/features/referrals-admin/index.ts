// Public entry of Referidos for staff (module referidos): the codes' list and one code's detail; the
// customer file's Referidos tab (module users).
export { ReferralCodesScreen, type ReferralCodesScreenProps } from './components/referral-codes-screen.tsx';
export { ReferralCodeScreen, type ReferralCodeScreenProps } from './components/referral-code-screen.tsx';
export { referralAdminKeys } from './api/keys.ts';
export {
  CustomerReferralsTab,
  type CustomerReferralsTabProps,
} from './components/customer-referrals-tab.tsx';
