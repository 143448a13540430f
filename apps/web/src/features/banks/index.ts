// Public entry of the banks feature: the catalogue, commissions, payment steps and the bank badge.
export { banksQueryOptions, fetchBanks, useBanks, BANKS_STALE_TIME } from './api/get-banks.ts';
export { commissionsQueryOptions, useCommissions } from './api/get-commissions.ts';
export {
  fetchPaymentSteps,
  groupStepsByBank,
  paymentStepsQueryOptions,
  usePaymentBankSteps,
  type StepsByBank,
} from './api/get-payment-steps.ts';
export { bankKeys } from './api/keys.ts';
export { BankLogo } from './components/bank-logo.tsx';
export { badgeColors, bankBadgeText } from './bank-badge.ts';
