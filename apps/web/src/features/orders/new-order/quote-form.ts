import type { NewOrderRequest, QuoteRequest } from '@cambix/contract';
import { groupAmountTyping, isPositiveAmount, parseAmountInput } from '@/lib/money.ts';
import type { OrderDraft } from '@/lib/order-draft.ts';

/** What the customer has chosen on the quote step. */
export interface QuoteForm {
  bankId: number | null;
  /** Which amount the customer typed; the other one is the server's answer. */
  mode: 'send' | 'receive';
  amountText: string;
  destinationAccountId: number | null;
  /** A coupon the server accepted with 'Aplicar'. */
  promoCode: string | null;
  pointsToRedeem: number;
}

export const EMPTY_QUOTE_FORM: QuoteForm = {
  bankId: null,
  mode: 'send',
  amountText: '',
  destinationAccountId: null,
  promoCode: null,
  pointsToRedeem: 0,
};

/** The amount as the wire's decimal string, or null while it is not a positive amount. */
export function formAmount(form: QuoteForm): string | null {
  const amount = parseAmountInput(form.amountText);
  return isPositiveAmount(amount) ? amount : null;
}

/** The request for the live quote, or null while there is nothing to ask. */
export function toQuoteRequest(form: QuoteForm): QuoteRequest | null {
  const amount = formAmount(form);
  if (form.bankId === null || amount === null) return null;
  return {
    bankId: form.bankId,
    ...(form.mode === 'send' ? { sendAmount: amount } : { receiveAmount: amount }),
    ...(form.destinationAccountId !== null && { destinationAccountId: form.destinationAccountId }),
    ...(form.promoCode && { promoCode: form.promoCode }),
    ...(form.pointsToRedeem > 0 && { pointsToRedeem: form.pointsToRedeem }),
  };
}

/** The order to create from the form, or null while the form is incomplete. */
export function toNewOrderRequest(
  form: QuoteForm,
  idempotencyKey: string,
  linkCode?: string,
): NewOrderRequest | null {
  const quote = toQuoteRequest(form);
  if (quote === null || form.destinationAccountId === null) return null;
  return {
    ...quote,
    destinationAccountId: form.destinationAccountId,
    idempotencyKey,
    ...(linkCode && { linkCode }),
  };
}

export interface Attempt {
  key: string;
  /** The request the key was made for. */
  fingerprint: string;
}

/**
 * The idempotency key of a 'Continuar': the same request retried (a double click, a timeout) keeps its
 * key, so the server creates one order; a changed request is a new attempt with a new key.
 */
export function attemptFor(
  previous: Attempt | null,
  request: Omit<NewOrderRequest, 'idempotencyKey'>,
  makeKey: () => string = () => crypto.randomUUID(),
): Attempt {
  const fingerprint = JSON.stringify(request);
  return previous?.fingerprint === fingerprint ? previous : { key: makeKey(), fingerprint };
}

/** Where a new order's first values come from: a staff link's preset, else the public calculator's draft. */
export function initialQuoteForm(
  preset: { amount: string | null; bankId: number | null } | null | undefined,
  draft: OrderDraft | null,
): { form: QuoteForm; source: 'link' | 'draft' | null } {
  if (preset && (preset.amount !== null || preset.bankId !== null)) {
    return {
      form: {
        ...EMPTY_QUOTE_FORM,
        bankId: preset.bankId,
        amountText: groupAmountTyping(preset.amount ?? '').text,
      },
      source: 'link',
    };
  }
  if (draft) {
    return {
      form: {
        ...EMPTY_QUOTE_FORM,
        bankId: draft.bankId,
        mode: draft.mode,
        amountText: groupAmountTyping(draft.amount).text,
      },
      source: 'draft',
    };
  }
  return { form: EMPTY_QUOTE_FORM, source: null };
}
