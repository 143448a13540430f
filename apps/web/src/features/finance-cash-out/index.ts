// Public entry of Egreso (module egreso): manual ingresos, egresos and transfers, four-eyes, reversals.
export { CashOutScreen, type CashOutScreenProps } from './components/cash-out-screen.tsx';
export { cashOutKeys, financeKeys } from './api/keys.ts';
