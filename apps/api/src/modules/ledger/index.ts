// Public entry of the ledger module: writing a ledger entry.
// Other modules import only this file (decision 089).
export { recordLedgerEntry } from './record-ledger-entry.ts';
