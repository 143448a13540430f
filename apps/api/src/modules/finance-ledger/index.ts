// Public entry of the ledger module: writing ledger entries, reading them as the finance screens show
// them, and the finance routes. Other modules import only this file (decision 089).
export { readFinanceAccounts } from './finance-accounts.ts';
export { accountLabelSql, personNameSql, readLedgerRows } from './ledger-rows.ts';
export { lockCambixAccounts, recordLedgerEntry, type LedgerEntry } from './record-ledger-entry.ts';
export { saveManualMovement, type MovementPayload, type NewManualMovement } from './save-manual-movement.ts';
export { carryOutMovement, rejectWaitingMovement } from './carry-out-movement.ts';
export { readManualMovement } from './movement-view.ts';
export { carryOutReversal, type ReversalPayload } from './reverse-entry.ts';
