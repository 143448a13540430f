import { z } from 'zod';
import { idParams, rowId } from '../common/ids.ts';
import { storedAmount } from '../common/money-schemas.ts';
import { STAFF_NOTE_MAX_LENGTH } from '../admin-orders/rules.ts';

// Payments matched by reference from a bank statement (docs/rules/finance-reports.md#payments-by-reference).

export const PAYMENT_MATCH_STATES = ['automatic', 'queued', 'approved', 'dismissed'] as const;
export type PaymentMatchState = (typeof PAYMENT_MATCH_STATES)[number];

/** The rule that approved a line on its own: the payer's account is checked when the statement lists it. */
export const PAYMENT_MATCH_RULES = ['reference_amount_payer', 'reference_amount'] as const;
export type PaymentMatchRule = (typeof PAYMENT_MATCH_RULES)[number];

/** Why a line waits for a person instead. */
export const PAYMENT_MATCH_REASONS = [
  'several_orders',
  'order_not_pending',
  'other_account',
  'amount_differs',
  'payer_not_customer',
] as const;
export type PaymentMatchReason = (typeof PAYMENT_MATCH_REASONS)[number];

export const paymentMatchCandidate = z.object({
  orderId: z.number().int(),
  code: z.string(),
  status: z.number().int(),
  paymentReference: z.string(),
  sendAmount: storedAmount,
  sendCurrency: z.enum(['PEN', 'USD']),
  customerName: z.string(),
  collectionAccountLabel: z.string(),
});
export type PaymentMatchCandidate = z.infer<typeof paymentMatchCandidate>;

const personRef = z.object({ id: z.number().int(), name: z.string() });

export const paymentMatch = z.object({
  id: z.number().int(),
  state: z.enum(PAYMENT_MATCH_STATES),
  rule: z.enum(PAYMENT_MATCH_RULES).nullable(),
  reason: z.enum(PAYMENT_MATCH_REASONS).nullable(),
  account: z.object({ id: z.number().int(), label: z.string(), currency: z.enum(['PEN', 'USD']) }),
  reconciliationId: z.number().int(),
  line: z.object({
    line: z.number().int(),
    date: z.string(),
    description: z.string(),
    operationNumber: z.string().nullable(),
    payerAccount: z.string().nullable(),
    amount: storedAmount,
  }),
  candidates: z.array(paymentMatchCandidate),
  /** The order the line paid, once approved. */
  order: z.object({ id: z.number().int(), code: z.string() }).nullable(),
  dismissReason: z.string().nullable(),
  decidedBy: personRef.nullable(),
  decidedAt: z.string().nullable(),
  createdBy: personRef,
  createdAt: z.string(),
});
export type PaymentMatch = z.infer<typeof paymentMatch>;

export const paymentMatchListQuery = z.object({
  state: z.enum(PAYMENT_MATCH_STATES).default('queued'),
});
export type PaymentMatchListQuery = z.input<typeof paymentMatchListQuery>;

export const paymentMatchParams = idParams('matchId', 'Línea no válida.');
export type PaymentMatchParams = z.input<typeof paymentMatchParams>;

export const approvePaymentMatchRequest = z.object({ orderId: rowId('Elige la orden.') });
export type ApprovePaymentMatchRequest = z.input<typeof approvePaymentMatchRequest>;

export const dismissPaymentMatchRequest = z.object({
  reason: z
    .string({ error: 'Escribe el motivo.' })
    .trim()
    .min(3, 'Escribe el motivo.')
    .max(STAFF_NOTE_MAX_LENGTH, `Usa hasta ${STAFF_NOTE_MAX_LENGTH} caracteres.`),
});
export type DismissPaymentMatchRequest = z.input<typeof dismissPaymentMatchRequest>;
