import { zodResolver } from '@hookform/resolvers/zod';
import {
  DIRECTION_CURRENCIES,
  nationalityFor,
  type Bank,
  type Currency,
  type DOCUMENT_TYPES,
  type ExchangeDirection,
  type FundsOrigin,
  type PartnerOrderRequest,
  type ReceiptKind,
} from '@cambix/contract';
import { partnerOrderRequest } from '@cambix/contract/schemas';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { validateBankAccountForm } from '@/features/bank-accounts';
import { partnersEs } from '@/i18n/partners.ts';
import { parseAmountInput } from '@/lib/money.ts';

const t = partnersEs.form;

/** The form as typed: selects hold strings until sent. */
export interface NewOrderValues {
  documentType: (typeof DOCUMENT_TYPES)[number];
  documentNumber: string;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  /** Asked of a carné de extranjería or passport holder; empty until chosen. */
  nationality: string;
  email: string;
  phone: string;
  bankId: string;
  accountTypeId: string;
  accountNumber: string;
  cci: string;
  paymentBankId: string;
  /** Cambio de saldo, or a dollar order in Cambix's words: `compra` the client sells, `venta` they buy. */
  operation: NewOrderOperation;
  sendAmount: string;
  /** Empty until chosen. */
  fundsOrigin: FundsOrigin | '';
  fundsOriginDetail: string;
  /** A boleta, or a factura made out to the client's RUC below (decision 213). */
  receipt: ReceiptKind;
  facturaRuc: string;
  facturaRazonSocial: string;
}
export type NewOrderField = keyof NewOrderValues;
export type NewOrderOperation = 'saldo' | ExchangeDirection;

/** What the client pays in and what they receive in (docs/rules/partners.md#dollar-orders). */
export const currenciesOf = (operation: NewOrderOperation): { send: Currency; receive: Currency } =>
  operation === 'saldo' ? { send: 'PEN', receive: 'PEN' } : DIRECTION_CURRENCIES[operation];

export const EMPTY_NEW_ORDER: NewOrderValues = {
  documentType: 'DNI',
  documentNumber: '',
  nombres: '',
  apellidoPaterno: '',
  apellidoMaterno: '',
  nationality: '',
  email: '',
  phone: '',
  bankId: '',
  accountTypeId: '',
  accountNumber: '',
  cci: '',
  paymentBankId: '',
  operation: 'saldo',
  sendAmount: '',
  fundsOrigin: '',
  fundsOriginDetail: '',
  receipt: 'boleta',
  facturaRuc: '',
  facturaRazonSocial: '',
};

/** The contract's field path of each form field (the server's field errors use the same). */
const PATHS: Record<NewOrderField, string> = {
  documentType: 'client.documentType',
  documentNumber: 'client.documentNumber',
  nombres: 'client.nombres',
  apellidoPaterno: 'client.apellidoPaterno',
  apellidoMaterno: 'client.apellidoMaterno',
  nationality: 'client.nationality',
  email: 'client.email',
  phone: 'client.phone',
  bankId: 'destination.bankId',
  accountTypeId: 'destination.accountTypeId',
  accountNumber: 'destination.accountNumber',
  cci: 'destination.cci',
  paymentBankId: 'paymentBankId',
  operation: 'direction',
  sendAmount: 'sendAmount',
  fundsOrigin: 'fundsOrigin',
  fundsOriginDetail: 'fundsOriginDetail',
  receipt: 'factura',
  facturaRuc: 'factura.ruc',
  facturaRazonSocial: 'factura.razonSocial',
};
export const FIELD_OF_PATH = Object.fromEntries(
  Object.entries(PATHS).map(([name, path]) => [path, name]),
) as Record<string, NewOrderField>;

const id = (value: string) => (value === '' ? undefined : Number(value));

/** The request the server reads, from what was typed. */
export function toOrderRequest(
  values: NewOrderValues,
  partnerId: number | null,
  idempotencyKey: string,
): PartnerOrderRequest {
  return {
    ...(partnerId !== null && { partnerId }),
    idempotencyKey,
    client: {
      documentType: values.documentType,
      documentNumber: values.documentNumber,
      nombres: values.nombres,
      apellidoPaterno: values.apellidoPaterno,
      apellidoMaterno: values.apellidoMaterno || null,
      nationality: nationalityFor(values.documentType, values.nationality || null),
      email: values.email || null,
      phone: values.phone || null,
    },
    destination: {
      bankId: id(values.bankId) as number,
      accountTypeId: id(values.accountTypeId) as number,
      accountNumber: values.accountNumber,
      cci: values.cci || null,
    },
    paymentBankId: id(values.paymentBankId) as number,
    sendAmount: parseAmountInput(values.sendAmount) ?? values.sendAmount,
    ...(values.operation === 'saldo'
      ? { kind: 'saldo' as const }
      : { kind: 'divisas' as const, direction: values.operation }),
    // An origin not chosen yet is sent as typed: the contract answers it under its field.
    fundsOrigin: values.fundsOrigin as FundsOrigin,
    ...(values.fundsOrigin === 'otro' && { fundsOriginDetail: values.fundsOriginDetail }),
    ...(values.receipt === 'factura' && {
      factura: { ruc: values.facturaRuc.trim(), razonSocial: values.facturaRazonSocial.trim() },
    }),
  };
}

/**
 * The contract's schema on the request as it would be sent, each message under the field it belongs to,
 * then the bank catalogue's checks on the receiving account.
 */
export function newOrderResolver(
  partnerId: number | null,
  idempotencyKey: string,
  banks: readonly Bank[],
): Resolver<NewOrderValues> {
  return async (values, context, options) => {
    const schemaResolver = zodResolver(partnerOrderRequest) as unknown as Resolver<PartnerOrderRequest>;
    const result = await schemaResolver(
      toOrderRequest(values, partnerId, idempotencyKey),
      context,
      options as never,
    );
    const errors: FieldErrors<NewOrderValues> = {};
    const collect = (node: unknown, prefix: string) => {
      if (!node || typeof node !== 'object') return;
      const entry = node as { message?: unknown };
      const name = FIELD_OF_PATH[prefix];
      if (name && typeof entry.message === 'string') {
        errors[name] ??= { type: 'schema', message: entry.message };
        return;
      }
      for (const [key, child] of Object.entries(node))
        if (key !== 'ref') collect(child, prefix ? `${prefix}.${key}` : key);
    };
    collect(result.errors, '');
    if (values.sendAmount.trim() === '') errors.sendAmount = { type: 'required', message: t.amountRequired };
    // The catalogue's checks a customer's own account gets: number length per type, CCI prefix and check digits.
    const account = validateBankAccountForm(
      {
        bankId: values.bankId,
        accountTypeId: values.accountTypeId,
        currency: currenciesOf(values.operation).receive,
        accountNumber: values.accountNumber,
        cci: values.cci,
        alias: '',
        isProvincia: false,
        holderDeclaration: true,
      },
      banks,
    );
    for (const name of ['bankId', 'accountTypeId', 'accountNumber', 'cci'] as const)
      if (account[name]) errors[name] ??= { type: 'catalogue', message: account[name] };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
