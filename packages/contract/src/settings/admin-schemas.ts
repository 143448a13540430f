import { z } from 'zod';
import { idParams, rowId } from '../common/ids.ts';
import { isValidCci } from '../bank-accounts/cci.ts';
import { accountType, bank } from '../banks/schemas.ts';
import { CAMBIX_ACCOUNT_PURPOSES } from './rules.ts';
import { decimalString } from '../common/money-schemas.ts';
import { divisasSettings } from '../exchange/schemas.ts';
import { serviceSettings } from '../service-hours/schemas.ts';
import { securitySettings } from '../second-factor/schemas.ts';
import {
  companySettings,
  contactSettings,
  feeSettings,
  financeSettings,
  limitSettings,
  pointsSettings,
  referralSettings,
} from './schemas.ts';

/** Every settings section of /dashboard/ajustes that is a single record. */
export const settingsSections = z.object({
  fees: feeSettings,
  limits: limitSettings,
  points: pointsSettings,
  referrals: referralSettings,
  finance: financeSettings,
  company: companySettings,
  contact: contactSettings,
  divisas: divisasSettings,
  service: serviceSettings,
  security: securitySettings,
});
export type SettingsSections = z.infer<typeof settingsSections>;

export const bankIdParams = idParams('bankId', 'Banco no válido.');
export type BankIdParams = z.input<typeof bankIdParams>;
export const cambixAccountIdParams = idParams('accountId', 'Cuenta no válida.');
export type CambixAccountIdParams = z.input<typeof cambixAccountIdParams>;

const text = (label: string, max: number) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .max(max, `Usa hasta ${max} caracteres.`);

/** A bank of the catalogue as Ajustes edits it: inactive ones too, with its types and payment steps. */
export const bankSettings = bank.extend({
  active: z.boolean(),
  sortOrder: z.number().int(),
  accountTypes: z.array(accountType.extend({ inUse: z.boolean() })),
  /** The customer's instructions to pay from a card into Cambix's account, in order. */
  paymentSteps: z.array(z.string()),
});
export type BankSettings = z.infer<typeof bankSettings>;

export const bankInput = z.object({
  code: z
    .string({ error: 'Ingresa el código CCI del banco.' })
    .trim()
    .regex(/^\d{3}$/, 'El código CCI tiene 3 dígitos.'),
  name: text('el nombre', 80),
  shortName: text('el nombre corto', 30),
  color: z
    .string({ error: 'Elige un color.' })
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, 'Usa un color como #0A3D91.')
    .transform((value) => value.toUpperCase()),
  /** '' = no per-order maximum. */
  maxOrderAmount: z.union([z.literal(''), decimalString]).transform((value) => (value === '' ? null : value)),
  active: z.boolean(),
  sortOrder: z.number({ error: 'Ingresa el orden.' }).int('Usa un número entero.').min(0).max(999),
});
export type BankInput = z.input<typeof bankInput>;

const accountTypeInput = z
  .object({
    /** Absent for a new type. */
    id: rowId('Ese tipo de cuenta no es de este banco.').optional(),
    code: z
      .string({ error: 'Ingresa el código.' })
      .trim()
      // Upper case, as the seeded AHORROS and CORRIENTE: a bank's types can be saved back as they are.
      .toUpperCase()
      .regex(/^[A-Z0-9_-]{1,20}$/, 'Usa letras sin tildes, números, - o _ (hasta 20).'),
    name: text('el nombre', 40),
    minLength: z
      .number({ error: 'Ingresa el mínimo de dígitos.' })
      .int()
      .min(5, 'Usa 5 o más.')
      .max(20, 'Usa hasta 20.'),
    maxLength: z
      .number({ error: 'Ingresa el máximo de dígitos.' })
      .int()
      .min(5, 'Usa 5 o más.')
      .max(20, 'Usa hasta 20.'),
  })
  .refine((value) => value.minLength <= value.maxLength, {
    path: ['maxLength'],
    message: 'El máximo no puede ser menor que el mínimo.',
  });

/** The bank's whole list of account types; a type left out is removed (refused while customer accounts use it). */
export const accountTypesInput = z
  .object({ types: z.array(accountTypeInput).min(1, 'Deja al menos un tipo de cuenta.').max(10) })
  .refine((value) => new Set(value.types.map((type) => type.code)).size === value.types.length, {
    path: ['types'],
    message: 'No repitas códigos de tipo de cuenta.',
  });
export type AccountTypesInput = z.input<typeof accountTypesInput>;

/** The bank's payment steps in order; step numbers follow the order. */
export const paymentStepsInput = z.object({
  steps: z.array(text('el texto del paso', 500)).max(20, 'Usa hasta 20 pasos.'),
});
export type PaymentStepsInput = z.input<typeof paymentStepsInput>;

/** One of Cambix's own accounts (docs/rules/ledger.md), with its ledger balance. */
export const cambixAccountSettings = z.object({
  id: z.number().int(),
  bankId: z.number().int(),
  bankName: z.string(),
  currency: z.enum(['PEN', 'USD']),
  purpose: z.enum(CAMBIX_ACCOUNT_PURPOSES),
  accountNumber: z.string(),
  cci: z.string(),
  holderName: z.string(),
  active: z.boolean(),
  /** Sum of its ledger rows, decimal string. */
  balance: z.string(),
  /** The opening-balance row, once recorded. */
  openingBalance: z.string().nullable(),
});
export type CambixAccountSettings = z.infer<typeof cambixAccountSettings>;

const cambixAccountEditable = {
  accountNumber: z
    .string({ error: 'Ingresa el número de cuenta.' })
    .trim()
    .regex(/^\d{5,20}$/, 'El número de cuenta tiene solo dígitos (5 a 20).'),
  cci: z
    .string({ error: 'Ingresa el CCI.' })
    .trim()
    .refine((value) => isValidCci(value), 'El CCI no es válido: revisa los 20 dígitos.'),
  holderName: text('el titular', 120),
  active: z.boolean(),
};

export const cambixAccountInput = z.object({
  bankId: rowId('Elige el banco.'),
  currency: z.enum(['PEN', 'USD'], { error: 'Elige la moneda.' }),
  purpose: z.enum(CAMBIX_ACCOUNT_PURPOSES, { error: 'Elige si es de cobro o de pago.' }),
  ...cambixAccountEditable,
});
export type CambixAccountInput = z.input<typeof cambixAccountInput>;

/** Bank, currency and purpose stay: they are what ledger rows and orders point at. */
export const cambixAccountUpdate = z.object(cambixAccountEditable);
export type CambixAccountUpdate = z.input<typeof cambixAccountUpdate>;

export const openingBalanceInput = z.object({
  amount: decimalString,
  note: z.string().trim().max(300, 'Usa hasta 300 caracteres.').optional(),
});
export type OpeningBalanceInput = z.input<typeof openingBalanceInput>;

/**
 * The boleta series of one payment bank and the factura series that goes with it (F for B,
 * docs/rules/receipts.md#series-and-numbers); null serie = none yet.
 */
export const receiptSeriesSettings = z.object({
  bankId: z.number().int(),
  bankName: z.string(),
  serie: z.string().nullable(),
  nextNumber: z.number().int().nullable(),
  /** The highest number issued in this serie, if any: the next one must be above it. */
  lastIssued: z.number().int().nullable(),
  /** `facturaSerieOf(serie)`, and its next and last issued numbers, as the boleta's above. */
  facturaSerie: z.string().nullable(),
  facturaNextNumber: z.number().int().nullable(),
  facturaLastIssued: z.number().int().nullable(),
});
export type ReceiptSeriesSettings = z.infer<typeof receiptSeriesSettings>;

/** A series' next correlative: SUNAT's number has up to 8 digits. */
const correlative = z
  .number({ error: 'Ingresa el siguiente correlativo.' })
  .int('Usa un número entero.')
  .min(1, 'Usa 1 o más.')
  .max(99_999_999, 'Usa hasta 8 dígitos.');

export const receiptSeriesInput = z.object({
  serie: z
    .string({ error: 'Ingresa la serie.' })
    .trim()
    .toUpperCase()
    // SUNAT: a boleta's series starts with B; the bank's factura series is the same with F (decision 180).
    .regex(/^B\d{3}$/, 'Usa B y tres dígitos, por ejemplo B001.'),
  nextNumber: correlative,
  /** Where the factura series' numbers go on: a business moving from another system starts past its last. */
  facturaNextNumber: correlative,
});
export type ReceiptSeriesInput = z.input<typeof receiptSeriesInput>;
