// Public entry of Movimientos (/dashboard/flujo, module flujo): every ledger row with its running balance,
// filters in the address, keyset pages, CSV and Excel, reversals.
export { movementKeys } from './api/keys.ts';
export { MovementsScreen, type MovementsScreenProps } from './components/movements-screen.tsx';
