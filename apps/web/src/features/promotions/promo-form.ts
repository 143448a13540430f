import type { PromoRequest, PromoSummary } from '@cambix/contract';
import { parseAmountInput } from '@/lib/money.ts';

/** The coupon form as typed: every box holds text; `toPromoRequest` makes the body the schema checks. */
export interface PromoFormValues {
  code: string;
  description: string;
  discountKind: 'percent' | 'amount';
  discountValue: string;
  minAmount: string;
  maxAmount: string;
  validFrom: string;
  validTo: string;
  totalUses: string;
  usesPerCustomer: string;
  firstOrderOnly: boolean;
  /** Document numbers, one per line (commas and spaces also separate them). */
  customerDocuments: string;
  /** '' for any bank. */
  bankId: string;
  active: boolean;
}

export const PROMO_FORM_FIELDS = [
  'code',
  'description',
  'discountKind',
  'discountValue',
  'minAmount',
  'maxAmount',
  'validFrom',
  'validTo',
  'totalUses',
  'usesPerCustomer',
  'firstOrderOnly',
  'customerDocuments',
  'bankId',
  'active',
] as const satisfies readonly (keyof PromoFormValues)[];

export const EMPTY_PROMO_FORM: PromoFormValues = {
  code: '',
  description: '',
  discountKind: 'percent',
  discountValue: '',
  minAmount: '',
  maxAmount: '',
  validFrom: '',
  validTo: '',
  totalUses: '',
  usesPerCustomer: '1',
  firstOrderOnly: false,
  customerDocuments: '',
  bankId: '',
  active: true,
};

/** Drops the `.00` a stored amount carries, so the box shows what a person would type. */
const plain = (amount: string | null) => (amount ? amount.replace(/\.00$/, '') : '');

export function promoFormValues(promo: PromoSummary | null): PromoFormValues {
  if (promo === null) return EMPTY_PROMO_FORM;
  return {
    code: promo.code,
    description: promo.description ?? '',
    discountKind: promo.discountKind,
    // As stored: a used coupon sends its discount back exactly as it is (PROMO_USED_LOCKED).
    discountValue: promo.discountValue,
    minAmount: plain(promo.minAmount),
    maxAmount: plain(promo.maxAmount),
    validFrom: promo.validFrom ?? '',
    validTo: promo.validTo ?? '',
    totalUses: promo.totalUses === null ? '' : String(promo.totalUses),
    usesPerCustomer: String(promo.usesPerCustomer),
    firstOrderOnly: promo.firstOrderOnly,
    customerDocuments: promo.customers.map((customer) => customer.documentNumber).join('\n'),
    bankId: promo.bank ? String(promo.bank.id) : '',
    active: promo.active,
  };
}

/** An amount as typed (`1,500`, `S/ 15`) in the wire's form; anything else goes as typed, for the schema to refuse. */
const amount = (text: string) => (text.trim() === '' ? null : (parseAmountInput(text) ?? text.trim()));

/** A whole count; '' is none, and anything else not a number is NaN, which the schema words. */
const count = (text: string) => (text.trim() === '' ? null : /^\d+$/.test(text.trim()) ? Number(text) : NaN);

/** The body of create and edit, from what was typed. */
export function toPromoRequest(values: PromoFormValues): PromoRequest {
  return {
    code: values.code,
    description: values.description,
    discountKind: values.discountKind,
    discountValue:
      values.discountKind === 'amount'
        ? (amount(values.discountValue) ?? '')
        : values.discountValue.trim().replace(/\s*%$/, '').replace(',', '.'),
    minAmount: amount(values.minAmount),
    maxAmount: amount(values.maxAmount),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    totalUses: count(values.totalUses),
    usesPerCustomer: count(values.usesPerCustomer) ?? Number.NaN,
    firstOrderOnly: values.firstOrderOnly,
    customerDocuments: values.customerDocuments.split(/[\s,;]+/).filter((document) => document !== ''),
    bankId: values.bankId === '' ? null : Number(values.bankId),
    active: values.active,
  };
}
