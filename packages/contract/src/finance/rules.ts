// The ledger's vocabulary and the finance screens' limits (docs/rules/ledger.md, docs/rules/finance-reports.md).
import type { StaffModule } from '../staff-modules.ts';

export const LEDGER_DIRECTIONS = ['ingreso', 'egreso'] as const;
export type LedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

/**
 * payment: a customer's payment approved; payout: an order paid out; manual: an ingreso or egreso staff
 * record; transfer: one leg of a move between two of Cambix's accounts; opening: an account's first
 * balance; reversal: undoes one row.
 */
export const LEDGER_KINDS = ['payment', 'payout', 'manual', 'transfer', 'opening', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** The modules whose requests wait for a second person (decision 131): Egreso lists them all. */
export const APPROVAL_MODULES = [
  'egreso',
  'external-orders',
  'users',
] as const satisfies readonly StaffModule[];

/** What staff record on /dashboard/egreso: one row, or a transfer (two rows in one transaction). */
export const MANUAL_MOVEMENT_TYPES = ['ingreso', 'egreso', 'transfer'] as const;
export type ManualMovementType = (typeof MANUAL_MOVEMENT_TYPES)[number];

/** pending: waits for a second person (four-eyes); recorded: its rows are in the ledger; rejected. */
export const MANUAL_MOVEMENT_STATES = ['pending', 'recorded', 'rejected'] as const;
export type ManualMovementState = (typeof MANUAL_MOVEMENT_STATES)[number];

/** The concept of a transfer's two rows: transfers are a type of their own, never picked from the list. */
export const TRANSFER_CONCEPT = 'Transferencia entre cuentas';

export const MOVEMENT_PAGE_SIZES = [25, 50, 100] as const;
export const MOVEMENT_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type MovementExportFormat = (typeof MOVEMENT_EXPORT_FORMATS)[number];

/** A bank statement: at most this many lines (a busy month of one account is a few thousand). */
export const STATEMENT_MAX_LINES = 100_000;
export const STATEMENT_DATE_FORMATS = ['DD/MM/YYYY', 'DD-MM-YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];
export const STATEMENT_AMOUNT_MODES = ['single', 'split'] as const;
export const STATEMENT_DECIMAL_SEPARATORS = ['.', ','] as const;

/** Resumen and Clientes activos: at most this many months in one range. */
export const REPORT_MAX_MONTHS = 24;
export const ACTIVE_CUSTOMER_PAGE_SIZES = [25, 50, 100] as const;
export const ACTIVE_CUSTOMER_SORT_FIELDS = [
  'lastOrderAt',
  'orderCount',
  'totalSent',
  'totalCommission',
] as const;
