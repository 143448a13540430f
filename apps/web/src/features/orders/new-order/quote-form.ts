import {
  FACTURA_BUYER_MESSAGES,
  isValidRuc,
  type ExchangeDirection,
  type FundsOrigin,
  type NewOrderRequest,
  type QuoteRequest,
  type ReceiptKind,
} from '@cambix/contract';
import { exchangeEs } from '@/i18n/exchange.ts';
import { groupAmountTyping, isPositiveAmount, parseAmountInput } from '@/lib/money.ts';
import type { OrderDraft } from '@/lib/order-draft.ts';

/** What the customer has chosen on the quote step. */
export interface QuoteForm {
  /** Cambio de saldo, or dollars at the published rate (divisas). */
  kind: 'saldo' | 'divisas';
  /** Divisas: `compra` the customer sells us dollars, `venta` they buy them. */
  direction: ExchangeDirection;
  bankId: number | null;
  /** Which amount the customer typed; the other one is the server's answer. */
  mode: 'send' | 'receive';
  amountText: string;
  destinationAccountId: number | null;
  /** A coupon the server accepted with 'Aplicar'. */
  promoCode: string | null;
  pointsToRedeem: number;
  fundsOrigin: FundsOrigin | null;
  fundsOriginDetail: string;
  /** The declaración jurada's signature: the customer's full name. */
  declarationSignature: string;
  /** A boleta, or a factura made out to the RUC below (decision 180). */
  receipt: ReceiptKind;
  facturaRuc: string;
  facturaRazonSocial: string;
}

export const EMPTY_QUOTE_FORM: QuoteForm = {
  kind: 'saldo',
  direction: 'venta',
  bankId: null,
  mode: 'send',
  amountText: '',
  destinationAccountId: null,
  promoCode: null,
  pointsToRedeem: 0,
  fundsOrigin: null,
  fundsOriginDetail: '',
  declarationSignature: '',
  receipt: 'boleta',
  facturaRuc: '',
  facturaRazonSocial: '',
};

/** The amount as the wire's decimal string, or null while it is not a positive amount. */
export function formAmount(form: QuoteForm): string | null {
  const amount = parseAmountInput(form.amountText);
  return isPositiveAmount(amount) ? amount : null;
}

/** The request for the live saldo quote, or null while there is nothing to ask (divisas quote on the board). */
export function toQuoteRequest(form: QuoteForm): QuoteRequest | null {
  const amount = formAmount(form);
  if (form.kind !== 'saldo' || form.bankId === null || amount === null) return null;
  return {
    bankId: form.bankId,
    ...(form.mode === 'send' ? { sendAmount: amount } : { receiveAmount: amount }),
    ...(form.destinationAccountId !== null && { destinationAccountId: form.destinationAccountId }),
    ...(form.promoCode && { promoCode: form.promoCode }),
    ...(form.pointsToRedeem > 0 && { pointsToRedeem: form.pointsToRedeem }),
  };
}

/** What is missing in the origin of the funds and the declaración jurada, by field. */
export type FundsProblems = Partial<
  Record<'fundsOrigin' | 'fundsOriginDetail' | 'declarationSignature', string>
>;

export function fundsProblems(form: QuoteForm, needsSignature: boolean): FundsProblems {
  const problems: FundsProblems = {};
  if (form.fundsOrigin === null) problems.fundsOrigin = exchangeEs.fundsOriginRequired;
  if (form.fundsOrigin === 'otro' && form.fundsOriginDetail.trim().length < 3)
    problems.fundsOriginDetail = exchangeEs.fundsOriginDetailRequired;
  if (needsSignature && form.declarationSignature.trim().length < 3)
    problems.declarationSignature = exchangeEs.signatureRequired;
  return problems;
}

/** What is wrong in a factura's buyer, by field; nothing for a boleta. */
export type ReceiptProblems = Partial<Record<'facturaRuc' | 'facturaRazonSocial', string>>;

export function receiptProblems(form: QuoteForm): ReceiptProblems {
  if (form.receipt !== 'factura') return {};
  const problems: ReceiptProblems = {};
  if (!isValidRuc(form.facturaRuc.trim())) problems.facturaRuc = FACTURA_BUYER_MESSAGES.ruc;
  if (form.facturaRazonSocial.trim().length < 3)
    problems.facturaRazonSocial = FACTURA_BUYER_MESSAGES.razonSocial;
  return problems;
}

/** The order to create from the form, or null while its amount, bank, destination or origin is missing. */
export function toNewOrderRequest(
  form: QuoteForm,
  idempotencyKey: string,
  linkCode?: string,
): NewOrderRequest | null {
  const amount = formAmount(form);
  if (form.bankId === null || amount === null) return null;
  if (form.destinationAccountId === null || form.fundsOrigin === null) return null;
  const funds = {
    fundsOrigin: form.fundsOrigin,
    ...(form.fundsOrigin === 'otro' && { fundsOriginDetail: form.fundsOriginDetail.trim() }),
    ...(form.declarationSignature.trim() && { declarationSignature: form.declarationSignature.trim() }),
    ...(form.receipt === 'factura' && {
      factura: { ruc: form.facturaRuc.trim(), razonSocial: form.facturaRazonSocial.trim() },
    }),
  };
  if (form.kind === 'divisas') {
    return {
      idempotencyKey,
      kind: 'divisas',
      direction: form.direction,
      ...(form.mode === 'send' ? { sendAmount: amount } : { receiveAmount: amount }),
      bankId: form.bankId,
      destinationAccountId: form.destinationAccountId,
      ...funds,
      ...(linkCode && { linkCode }),
    };
  }
  const quote = toQuoteRequest(form);
  if (quote === null) return null;
  return {
    ...quote,
    destinationAccountId: form.destinationAccountId,
    idempotencyKey,
    ...funds,
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
  if (draft && 'kind' in draft) {
    return {
      form: {
        ...EMPTY_QUOTE_FORM,
        kind: 'divisas',
        direction: draft.direction,
        mode: draft.mode,
        amountText: groupAmountTyping(draft.amount).text,
      },
      source: 'draft',
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
