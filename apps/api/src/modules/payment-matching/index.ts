// Public entry of payment matching: the reconciliation hands it a statement's lines (decision 089).
export { matchStatementPayments, reconciliationPaymentCounts } from './match-statement-payments.ts';
