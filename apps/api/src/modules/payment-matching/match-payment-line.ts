import {
  ORDER_STATUS,
  PAYMENT_REFERENCE_LENGTH,
  type PaymentMatchReason,
  type PaymentMatchRule,
} from '@cambix/contract';
import type { Cents } from '../../platform/money.ts';

// Which pending order an incoming statement line pays (docs/rules/finance-reports.md#payments-by-reference).

/** An order whose payment reference the line names, as the rule needs it. */
export interface ReferencedOrder {
  id: number;
  status: number;
  collectionAccountId: number;
  /** What the customer owes: the order's send amount. */
  sendAmount: Cents;
  /** The customer's registered accounts, numbers and CCIs, as digits. */
  customerAccounts: readonly string[];
}

/** The statement line as the rule reads it. */
export interface IncomingLine {
  /** The Cambix account whose statement it is. */
  accountId: number;
  /** Signed: positive money in. */
  amount: Cents;
  payerAccount: string | null;
}

export type LineDecision =
  | { kind: 'approve'; orderId: number; rule: PaymentMatchRule }
  | { kind: 'queue'; reason: PaymentMatchReason; candidateIds: number[] }
  | { kind: 'none' };

/** Upper case, letters and digits only: «pago ab c-2345» reads as «PAGOABC2345». */
export function normaliseDescription(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The references of `known` that the description holds, each once, in the order they appear. */
export function referencesIn(description: string, known: ReadonlySet<string>): string[] {
  const text = normaliseDescription(description);
  const found: string[] = [];
  for (let start = 0; start + PAYMENT_REFERENCE_LENGTH <= text.length; start++) {
    const window = text.slice(start, start + PAYMENT_REFERENCE_LENGTH);
    if (known.has(window) && !found.includes(window)) found.push(window);
  }
  return found;
}

/** An account as digits: banks print them with dashes and spaces. */
export const accountDigits = (text: string): string => text.replace(/\D/g, '');

/** The payer's account is one the customer registered (its number or its CCI). */
export function isCustomerAccount(payerAccount: string, customerAccounts: readonly string[]): boolean {
  const payer = accountDigits(payerAccount);
  return payer !== '' && customerAccounts.includes(payer);
}

/**
 * The one rule: a credit line whose description names exactly one order's reference approves it when that
 * order is PENDIENTE, pays into this account, owes exactly the line's amount, and the payer's account (when
 * the statement lists it) is the customer's. Anything else that names a reference waits for a person, with
 * the first thing that differs; a line naming no reference, or money out, is not a payment by reference.
 */
export function decidePaymentLine(line: IncomingLine, orders: readonly ReferencedOrder[]): LineDecision {
  if (line.amount <= 0n || orders.length === 0) return { kind: 'none' };
  const candidateIds = orders.map((order) => order.id);
  const queue = (reason: PaymentMatchReason): LineDecision => ({ kind: 'queue', reason, candidateIds });
  if (orders.length > 1) return queue('several_orders');
  const order = orders[0]!;
  if (order.status !== ORDER_STATUS.PENDIENTE) return queue('order_not_pending');
  if (order.collectionAccountId !== line.accountId) return queue('other_account');
  if (order.sendAmount !== line.amount) return queue('amount_differs');
  const payer = line.payerAccount?.trim() ? line.payerAccount : null;
  if (payer !== null && !isCustomerAccount(payer, order.customerAccounts)) return queue('payer_not_customer');
  return {
    kind: 'approve',
    orderId: order.id,
    rule: payer === null ? 'reference_amount' : 'reference_amount_payer',
  };
}
