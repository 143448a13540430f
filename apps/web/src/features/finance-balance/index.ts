// Public entry of Balance (module balance): balances per account, totals per currency and bank statement
// reconciliation (docs/rules/finance-reports.md#balance).
export { balanceKeys } from './api/keys.ts';
export { BalanceScreen, type BalanceLinks, type BalanceScreenProps } from './components/balance-screen.tsx';
