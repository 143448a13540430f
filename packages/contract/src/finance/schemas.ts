import { z } from 'zod';
import { idParams, rowIdParam } from '../common/ids.ts';
import { decimalString, storedAmount } from '../common/money-schemas.ts';
import { isPositiveMoney } from '../common/money.ts';
import { calendarDate, optionalParam, paramWithDefault } from '../http/query-params.ts';
import {
  LEDGER_DIRECTIONS,
  LEDGER_KINDS,
  MANUAL_MOVEMENT_STATES,
  MANUAL_MOVEMENT_TYPES,
  MOVEMENT_EXPORT_FORMATS,
  MOVEMENT_PAGE_SIZES,
} from './rules.ts';

// Balance, Egreso and Movimientos (docs/rules/ledger.md, docs/rules/finance-reports.md).

const currency = z.enum(['PEN', 'USD']);

/** One of Cambix's accounts as the finance screens name it. */
export const financeAccount = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  bankCode: z.string(),
  currency,
  purpose: z.enum(['collection', 'payout']),
  accountNumber: z.string(),
  holderName: z.string(),
  active: z.boolean(),
});
export type FinanceAccount = z.infer<typeof financeAccount>;

const flows = z.object({ ingresos: storedAmount, egresos: storedAmount });

/** /dashboard/nuevo-balance: one card per account; every amount from the ledger's rows, in Lima days. */
export const accountBalance = z.object({
  account: financeAccount,
  /** The sum of the account's rows. */
  balance: storedAmount,
  today: flows,
  month: flows,
  /** Orders PENDIENTE_DEVOLUCION whose payout will leave from this account. */
  pendingPayouts: z.object({ count: z.number().int(), amount: storedAmount }),
  balanceAfterPayouts: storedAmount,
  lastMovementAt: z.string().nullable(),
});
export type AccountBalance = z.infer<typeof accountBalance>;

export const currencyTotal = z.object({
  currency,
  balance: storedAmount,
  pendingPayouts: storedAmount,
  balanceAfterPayouts: storedAmount,
});
export type CurrencyTotal = z.infer<typeof currencyTotal>;

export const balanceOverview = z.object({
  /** The Lima day "today" and "month" count from. */
  today: z.string(),
  accounts: z.array(accountBalance),
  totals: z.array(currencyTotal),
});
export type BalanceOverview = z.infer<typeof balanceOverview>;

const personRef = z.object({ id: z.number().int(), name: z.string() });
const accountRef = z.object({ id: z.number().int(), label: z.string(), currency });

/** One ledger row as Movimientos shows it. */
export const ledgerRow = z.object({
  id: z.number().int(),
  account: accountRef,
  direction: z.enum(LEDGER_DIRECTIONS),
  kind: z.enum(LEDGER_KINDS),
  /** Positive: the direction gives the sign. */
  amount: storedAmount,
  /** The account's balance right after this row, in the order rows were recorded. */
  balanceAfter: storedAmount,
  concept: z.string(),
  note: z.string().nullable(),
  operationNumber: z.string().nullable(),
  /** The Lima day the money moved (a manual row's date; otherwise the day it was recorded). */
  operatedOn: z.string(),
  createdAt: z.string(),
  order: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  /** The manual movement it belongs to: its attachment is read through it. */
  movementId: z.number().int().nullable(),
  hasAttachment: z.boolean(),
  reversesId: z.number().int().nullable(),
  /** The reversal that undid this row, if one did. */
  reversedById: z.number().int().nullable(),
  /** Staff may reverse it now: a manual, transfer or opening row not reversed yet. */
  reversible: z.boolean(),
  actor: personRef.nullable(),
});
export type LedgerRow = z.infer<typeof ledgerRow>;

const optionalAmountParam = optionalParam(decimalString);

/** Movimientos' filters, all in the URL. Days are Lima calendar days, inclusive. */
export const movementFilters = z.object({
  accountId: optionalParam(rowIdParam('Cuenta no válida.')),
  direction: optionalParam(z.enum(LEDGER_DIRECTIONS)),
  kind: optionalParam(z.enum(LEDGER_KINDS)),
  concept: optionalParam(z.string().trim().max(60)),
  from: optionalParam(calendarDate),
  to: optionalParam(calendarDate),
  minAmount: optionalAmountParam,
  maxAmount: optionalAmountParam,
  /** Text in the concept, the note, the operation number or the order code. */
  q: optionalParam(z.string().trim().max(60)),
});
export type MovementFilters = z.input<typeof movementFilters>;

export const movementListQuery = movementFilters.extend({
  /** The last row id of the previous page (keyset, newest first). */
  cursor: optionalParam(rowIdParam('Página no válida.')),
  limit: paramWithDefault(
    z.enum(MOVEMENT_PAGE_SIZES.map(String) as [string, ...string[]]).transform(Number),
    MOVEMENT_PAGE_SIZES[0] as number,
  ),
});
export type MovementListQuery = z.input<typeof movementListQuery>;

export const movementPage = z.object({
  rows: z.array(ledgerRow),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.number().int().nullable(),
});
export type MovementPage = z.infer<typeof movementPage>;

export const movementExportQuery = movementFilters.extend({
  format: paramWithDefault(z.enum(MOVEMENT_EXPORT_FORMATS), 'csv'),
});
export type MovementExportQuery = z.input<typeof movementExportQuery>;

export const ledgerEntryParams = idParams('entryId', 'Movimiento no válido.');
export type LedgerEntryParams = z.input<typeof ledgerEntryParams>;

const reason = z
  .string({ error: 'Escribe el motivo.' })
  .trim()
  .min(3, 'Escribe el motivo (al menos 3 caracteres).')
  .max(300, 'Usa como máximo 300 caracteres.');

export const reverseEntryRequest = z.object({ reason });
export type ReverseEntryRequest = z.input<typeof reverseEntryRequest>;

/** The rows a reversal wrote (one, or two for a transfer's legs), or the request that waits for approval. */
export const reversalResult = z.object({
  reversals: z.array(ledgerRow),
  /** Set instead of rows when the reversal waits for a second person (four-eyes). */
  pendingApprovalId: z.number().int().nullable(),
});
export type ReversalResult = z.infer<typeof reversalResult>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Usa como máximo ${max} caracteres.`)
    .optional()
    .transform((value) => value || null);

const formId = (message: string) => rowIdParam(message);

/**
 * The fields of the multipart form that records a manual movement (the file, optional, is `attachment`:
 * an image or a PDF, checked by its bytes). Multipart fields are text, so ids arrive as digits.
 */
export const manualMovementFields = z
  .object({
    type: z.enum(MANUAL_MOVEMENT_TYPES, { error: 'Elige ingreso, egreso o transferencia.' }),
    accountId: formId('Elige la cuenta.'),
    /** A transfer's destination; the account above is its origin. */
    toAccountId: z
      .union([z.literal(''), formId('Elige la cuenta de destino.')])
      .optional()
      .transform((value) => (value === '' || value === undefined ? null : value)),
    /** One of Ajustes' concepts; a transfer's is always TRANSFER_CONCEPT. */
    concept: z.string().trim().max(60).optional().default(''),
    amount: z
      .string({ error: 'Ingresa el monto.' })
      .trim()
      .pipe(decimalString)
      .refine(isPositiveMoney, 'El monto debe ser mayor que 0.'),
    /** The Lima day the money moved; not after today (checked on the server). */
    operatedOn: calendarDate,
    note: optionalText(300),
    operationNumber: optionalText(30),
  })
  .superRefine((value, ctx) => {
    if (value.type === 'transfer') {
      if (value.toAccountId === null) {
        ctx.addIssue({ code: 'custom', path: ['toAccountId'], message: 'Elige la cuenta de destino.' });
      } else if (value.toAccountId === value.accountId) {
        ctx.addIssue({
          code: 'custom',
          path: ['toAccountId'],
          message: 'Elige una cuenta distinta de la de origen.',
        });
      }
    } else if (value.concept === '') {
      ctx.addIssue({ code: 'custom', path: ['concept'], message: 'Elige el concepto.' });
    }
  });
export type ManualMovementFields = z.input<typeof manualMovementFields>;

export const manualMovement = z.object({
  id: z.number().int(),
  type: z.enum(MANUAL_MOVEMENT_TYPES),
  state: z.enum(MANUAL_MOVEMENT_STATES),
  account: accountRef,
  toAccount: accountRef.nullable(),
  concept: z.string(),
  amount: storedAmount,
  operatedOn: z.string(),
  note: z.string().nullable(),
  operationNumber: z.string().nullable(),
  hasAttachment: z.boolean(),
  createdBy: personRef,
  createdAt: z.string(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The ledger rows it wrote once recorded (two for a transfer). */
  entryIds: z.array(z.number().int()),
  /** A reversal undid its rows: it can no longer be reversed. */
  reversed: z.boolean(),
});
export type ManualMovement = z.infer<typeof manualMovement>;

export const manualMovementListQuery = z.object({
  state: optionalParam(z.enum(MANUAL_MOVEMENT_STATES)),
  page: paramWithDefault(
    z
      .string()
      .regex(/^[1-9]\d{0,5}$/)
      .transform(Number),
    1,
  ),
});
export type ManualMovementListQuery = z.input<typeof manualMovementListQuery>;

export const manualMovementPage = z.object({
  rows: z.array(manualMovement),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Movements waiting for a second person, whatever the page. */
  pendingCount: z.number().int(),
});
export type ManualMovementPage = z.infer<typeof manualMovementPage>;

export const manualMovementParams = idParams('movementId', 'Movimiento no válido.');
export type ManualMovementParams = z.input<typeof manualMovementParams>;

export const rejectMovementRequest = z.object({ reason });
export type RejectMovementRequest = z.input<typeof rejectMovementRequest>;

/** The accounts and concepts the Egreso form offers. */
export const movementFormOptions = z.object({
  accounts: z.array(financeAccount),
  concepts: z.array(z.string()),
  /** Egresos and transfers above this need a second person; null: four-eyes is off. */
  fourEyesAbove: storedAmount.nullable(),
  today: z.string(),
});
export type MovementFormOptions = z.infer<typeof movementFormOptions>;
