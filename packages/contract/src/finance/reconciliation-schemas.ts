import { z } from 'zod';
import { idParams, rowIdParam } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { optionalParam } from '../http/query-params.ts';
import { ledgerRow } from './schemas.ts';
import { STATEMENT_AMOUNT_MODES, STATEMENT_DATE_FORMATS, STATEMENT_DECIMAL_SEPARATORS } from './rules.ts';

// Bank statement reconciliation on /dashboard/nuevo-balance (docs/rules/finance-reports.md#reconciliation).

const column = z.string().trim().min(1, 'Elige la columna.').max(80);

/**
 * Which column of a bank's CSV holds what, by header name; remembered per bank. The amount is one signed
 * column (`single`: a positive credit is an ingreso) or two (`split`: debit out, credit in).
 */
export const statementMapping = z
  .object({
    dateColumn: column,
    descriptionColumn: column,
    operationColumn: column,
    /** The payer's account, where the bank lists it: payments by reference check it is the customer's. */
    payerAccountColumn: column.nullable().optional(),
    amountMode: z.enum(STATEMENT_AMOUNT_MODES),
    amountColumn: column.nullable(),
    debitColumn: column.nullable(),
    creditColumn: column.nullable(),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS),
    decimalSeparator: z.enum(STATEMENT_DECIMAL_SEPARATORS),
  })
  .superRefine((value, ctx) => {
    if (value.amountMode === 'single' && value.amountColumn === null) {
      ctx.addIssue({ code: 'custom', path: ['amountColumn'], message: 'Elige la columna del monto.' });
    }
    if (value.amountMode === 'split') {
      if (value.debitColumn === null) {
        ctx.addIssue({ code: 'custom', path: ['debitColumn'], message: 'Elige la columna de cargos.' });
      }
      if (value.creditColumn === null) {
        ctx.addIssue({ code: 'custom', path: ['creditColumn'], message: 'Elige la columna de abonos.' });
      }
    }
  });
export type StatementMapping = z.infer<typeof statementMapping>;

/** Multipart fields of a preview: the file is `statement`. */
export const statementPreviewFields = z.object({ accountId: rowIdParam('Elige la cuenta.') });
export type StatementPreviewFields = z.input<typeof statementPreviewFields>;

/** What the server read of a statement before anything is matched or saved. */
export const statementPreview = z.object({
  fileName: z.string(),
  encoding: z.enum(['utf-8', 'latin1']),
  delimiter: z.enum([',', ';', '\t', '|']),
  headers: z.array(z.string()),
  /** The first lines, as text, under the headers. */
  sample: z.array(z.array(z.string())),
  lineCount: z.number().int(),
  /** The bank's remembered mapping when its columns are all in this file; else a guess from the headers. */
  mapping: statementMapping.nullable(),
  mappingRemembered: z.boolean(),
});
export type StatementPreview = z.infer<typeof statementPreview>;

/** Multipart fields of a run: `mapping` is the JSON of a StatementMapping; the file is `statement`. */
export const reconciliationFields = z.object({
  accountId: rowIdParam('Elige la cuenta.'),
  mapping: z
    .string({ error: 'Elige las columnas.' })
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Elige las columnas.' });
        return z.NEVER;
      }
    })
    .pipe(statementMapping),
});
export type ReconciliationFields = z.input<typeof reconciliationFields>;

/** One line of the bank's statement as read. */
export const statementLine = z.object({
  /** The row a spreadsheet shows it on, 1-based: the header's row is 1 unless title lines come before it. */
  line: z.number().int(),
  date: z.string(),
  description: z.string(),
  operationNumber: z.string().nullable(),
  /** Signed: positive money in, negative money out. */
  amount: storedAmount,
});
export type StatementLine = z.infer<typeof statementLine>;

export const reconciliationMatch = z.object({
  line: statementLine,
  entry: ledgerRow,
  /** How they were paired: same operation number and amount, or same amount within the date window. */
  by: z.enum(['operation', 'amount_and_date']),
});

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const reconciliationSummary = z.object({
  id: z.number().int(),
  account: z.object({ id: z.number().int(), label: z.string(), currency: z.enum(['PEN', 'USD']) }),
  fileName: z.string(),
  periodFrom: z.string(),
  periodTo: z.string(),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  bankOnlyCount: z.number().int(),
  ledgerOnlyCount: z.number().int(),
  /** Net money in the statement over the period (credits minus debits). */
  statementNet: storedAmount,
  /**
   * Net money in the ledger for the account over the same days, plus the rows paired with lines from
   * outside them (within the window), so that the difference is exactly explained.
   */
  ledgerNet: storedAmount,
  /** statementNet - ledgerNet = sum of bank-only lines - sum of ledger-only rows. */
  difference: storedAmount,
  windowDays: z.number().int(),
  createdBy: personRef,
  createdAt: z.string(),
});
export type ReconciliationSummary = z.infer<typeof reconciliationSummary>;

export const reconciliationDetail = reconciliationSummary.extend({
  /** The first 1,000 pairs, in the statement's order; `matchedCount` counts them all. */
  matched: z.array(reconciliationMatch),
  /** Money the bank moved that the ledger never recorded. */
  bankOnly: z.array(statementLine),
  /** Rows the ledger recorded that the bank does not show. */
  ledgerOnly: z.array(ledgerRow),
  /** Incoming lines that named an order's payment reference: approved by rule, or waiting in Pagos' queue. */
  paymentMatches: z.object({ automatic: z.number().int(), queued: z.number().int() }),
});
export type ReconciliationDetail = z.infer<typeof reconciliationDetail>;

export const reconciliationListQuery = z.object({
  accountId: optionalParam(rowIdParam('Cuenta no válida.')),
});
export type ReconciliationListQuery = z.input<typeof reconciliationListQuery>;

export const reconciliationParams = idParams('reconciliationId', 'Conciliación no válida.');
export type ReconciliationParams = z.input<typeof reconciliationParams>;
