import { z } from 'zod';
import { formatMoney, formatSoles, isMoney, moneyOrNull, parseMoney } from '../common/money.ts';
import { decimalString, percentString } from '../common/money-schemas.ts';
import { complianceSettings } from '../compliance/settings-schemas.ts';
import { divisasSettings } from '../exchange/schemas.ts';
import { serviceSettings } from '../service-hours/schemas.ts';
import { securitySettings } from '../second-factor/schemas.ts';
import { TRANSFER_CONCEPT } from '../finance/rules.ts';
import { isValidRuc } from '../partners/rules.ts';

// The checks across fields run even when a field failed its own (zod does): a value that is not money is
// left to that field's message.
const exceeds = (amount: string, other: string) => {
  const [a, b] = [moneyOrNull(amount), moneyOrNull(other)];
  return a !== null && b !== null && a > b;
};
/** A percent has money's shape (two decimals): `'4.5'` and `'4.50'` are one option. */
const percentKey = (text: string) => (isMoney(text) ? formatMoney(parseMoney(text)) : text);
/** Fees (docs/rules/fees-and-quotes.md#fee). */
export const feeSettings = z
  .object({
    minOrder: decimalString,
    maxOrder: decimalString,
    flatFeeThreshold: decimalString,
    flatFee: decimalString,
    commissionOptions: z.array(percentString).min(1, 'Deja al menos una comisión en la lista.').max(20),
    defaultCommission: percentString,
    interbankFee: decimalString,
  })
  .superRefine((value, ctx) => {
    const minOrder = moneyOrNull(value.minOrder);
    const maxOrder = moneyOrNull(value.maxOrder);
    const flatFee = moneyOrNull(value.flatFee);
    const interbankFee = moneyOrNull(value.interbankFee);
    if (minOrder !== null && minOrder <= 0n) {
      ctx.addIssue({ code: 'custom', path: ['minOrder'], message: 'El mínimo debe ser mayor que 0.' });
    }
    if (minOrder !== null && maxOrder !== null && minOrder >= maxOrder) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxOrder'],
        message: 'El máximo debe ser mayor que el mínimo.',
      });
    }
    if (minOrder !== null && flatFee !== null && flatFee >= minOrder) {
      ctx.addIssue({
        code: 'custom',
        path: ['flatFee'],
        message: 'La tarifa fija debe ser menor que el mínimo por orden.',
      });
    } else if (
      minOrder !== null &&
      flatFee !== null &&
      interbankFee !== null &&
      flatFee + interbankFee >= minOrder
    ) {
      // The smallest order paid out to another bank must still leave something to receive (decision 075).
      ctx.addIssue({
        code: 'custom',
        path: ['interbankFee'],
        message: `Con la tarifa fija, debe ser menor que el mínimo por orden: usa menos de ${formatSoles(formatMoney(minOrder - flatFee))}.`,
      });
    }
    const options = value.commissionOptions.map(percentKey);
    if (new Set(options).size !== options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['commissionOptions'],
        message: 'No repitas comisiones en la lista.',
      });
    }
    if (!options.includes(percentKey(value.defaultCommission))) {
      ctx.addIssue({
        code: 'custom',
        path: ['defaultCommission'],
        message: 'La comisión por defecto debe estar en la lista.',
      });
    }
  });
export type FeeSettings = z.infer<typeof feeSettings>;

/**
 * Monthly limits per tier, temporary-order expiry and the four-eyes rule (docs/rules/limits.md#monthly-limit,
 * docs/rules/statuses.md).
 */
export const limitSettings = z
  .object({
    porValidar: decimalString,
    activo: decimalString,
    premium: decimalString,
    temporaryOrderHours: z
      .number({ error: 'Ingresa las horas.' })
      .int('Usa horas enteras.')
      .min(1, 'Usa entre 1 y 168 horas.')
      .max(168, 'Usa entre 1 y 168 horas.'),
    fourEyes: z.boolean(),
  })
  .superRefine((value, ctx) => {
    if (exceeds(value.porValidar, value.activo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['activo'],
        message: 'El límite de cuenta activa no puede ser menor que el de cuenta por validar.',
      });
    }
    if (exceeds(value.activo, value.premium)) {
      ctx.addIssue({
        code: 'custom',
        path: ['premium'],
        message: 'El límite premium no puede ser menor que el de cuenta activa.',
      });
    }
  });
export type LimitSettings = z.infer<typeof limitSettings>;

/** Points (docs/rules/points.md). */
const wholePoints = (min: number) =>
  z
    .number({ error: 'Ingresa un número entero.' })
    .int('Usa un número entero.')
    .min(min, `Usa ${min} o más.`)
    .max(100_000, 'Usa hasta 100000.');

export const pointsSettings = z
  .object({
    pointsPer100: wholePoints(0),
    redeemPoints: wholePoints(1),
    redeemValue: decimalString,
    /** The most points one staff adjustment may add or take. */
    adjustmentCap: wholePoints(1).default(5_000),
    /** Additions above this (or taking the adjuster's additions today above it) wait for a second person; null: off. */
    adjustmentFourEyesAbove: wholePoints(1).nullable().default(1_000),
  })
  .superRefine((value, ctx) => {
    if (value.adjustmentFourEyesAbove !== null && value.adjustmentFourEyesAbove >= value.adjustmentCap) {
      ctx.addIssue({
        code: 'custom',
        path: ['adjustmentFourEyesAbove'],
        message: 'Debe ser menor que el máximo por ajuste; si no, la doble aprobación nunca se pediría.',
      });
    }
  });
export type PointsSettings = z.infer<typeof pointsSettings>;
/** What a save sends: the adjustment fields may be left out by a client older than them. */
export type PointsSettingsInput = z.input<typeof pointsSettings>;

/** The referral programme (docs/rules/coupons-and-referrals.md#referral-programme). */
export const referralSettings = z.object({
  /** Points the owner of a code earns when a referred customer's first order ends TERMINADA. */
  rewardPoints: wholePoints(0),
  /** Percent off the referred customer's first fee that a new code gives (staff may change it per code). */
  referredDiscount: z
    .string({ error: 'Ingresa el descuento.' })
    .refine(
      (value) => (/^\d{1,2}(\.\d{1,2})?$/.test(value) || /^100(\.0{1,2})?$/.test(value)) && Number(value) > 0,
      'Usa un porcentaje mayor que 0 y hasta 100, por ejemplo 20.',
    ),
  /** A code works, and pays its reward, only while its owner's account is validated (ACTIVO). */
  ownerMustBeValidated: z.boolean(),
});
export type ReferralSettings = z.infer<typeof referralSettings>;

/** Manual movements and reconciliation (docs/rules/finance-reports.md#manual-movements). */
export const financeSettings = z
  .object({
    /** What staff pick as the concept of a manual ingreso or egreso, in this order. */
    concepts: z
      .array(
        z
          .string({ error: 'Escribe el concepto.' })
          .trim()
          .min(2, 'Usa al menos 2 caracteres.')
          .max(60, 'Usa como máximo 60 caracteres.'),
      )
      .min(1, 'Deja al menos un concepto.')
      .max(40, 'Usa como máximo 40 conceptos.'),
    /** Money out above this, or taking the person's day above it, waits for a second person (decision 131); null: off. */
    fourEyesAbove: decimalString.nullable(),
    /** A statement line and a ledger row of the same amount pair up when their dates are this many days apart at most. */
    matchWindowDays: z
      .number({ error: 'Ingresa los días.' })
      .int('Usa días enteros.')
      .min(0, 'Usa entre 0 y 10 días.')
      .max(10, 'Usa entre 0 y 10 días.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.concepts.forEach((concept, index) => {
      const key = concept.trim().toLocaleLowerCase('es');
      if (seen.has(key)) {
        ctx.addIssue({ code: 'custom', path: ['concepts', index], message: 'No repitas conceptos.' });
      }
      if (key === TRANSFER_CONCEPT.toLocaleLowerCase('es')) {
        ctx.addIssue({
          code: 'custom',
          path: ['concepts', index],
          message: 'Las transferencias entre cuentas se registran con su propio tipo, no como concepto.',
        });
      }
      seen.add(key);
    });
    if (value.fourEyesAbove !== null && moneyOrNull(value.fourEyesAbove) === 0n) {
      ctx.addIssue({
        code: 'custom',
        path: ['fourEyesAbove'],
        message: 'Usa un monto mayor que 0, o desactiva la doble aprobación.',
      });
    }
  });
export type FinanceSettings = z.infer<typeof financeSettings>;

const SBS_REGISTRATION = /^[0-9A-Za-zÁÉÍÓÚÑáéíóúñ°º.\-/ ]{3,60}$/;

/** The company as the printable reports and receipts name it. */
export const companySettings = z.object({
  name: z
    .string({ error: 'Ingresa la razón social.' })
    .trim()
    .min(2, 'Ingresa la razón social.')
    .max(120, 'Usa como máximo 120 caracteres.'),
  /** '' until the company has one: reports then say "RUC no registrado". */
  ruc: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || isValidRuc(value),
      'El RUC no es válido: son 11 dígitos y el último es de control.',
    ),
  address: z.string().trim().max(200, 'Usa como máximo 200 caracteres.'),
  /**
   * The SBS registration (Registro de casas de cambio), as its resolution writes it, e.g. "Resolución SBS
   * N° 01234-2024"; '' until registered: the landing then leaves the line out. A row saved before it existed
   * reads as ''.
   */
  sbsRegistration: z
    .string()
    .trim()
    .refine(
      (value) => value === '' || (SBS_REGISTRATION.test(value) && /\d/.test(value)),
      'Escribe el registro como figura en la resolución de la SBS: letras, números, guiones o barras, hasta 60 caracteres.',
    )
    .default(''),
});
export type CompanySettings = z.infer<typeof companySettings>;
/** What a save may send: a caller from before the SBS registration sends none (read as ''). */
export type CompanySettingsInput = z.input<typeof companySettings>;

const WHATSAPP_PATTERN = /^\+519\d{8}$/;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The help contact every customer screen offers (Ajustes › Contacto); '' hides that channel. */
export const contactSettings = z.object({
  /** A Peruvian mobile, stored as +519XXXXXXXX; typed with spaces or without +51 it is read the same. */
  whatsapp: z
    .string()
    .transform((value) => {
      const digits = value.replace(/[\s-]/g, '');
      return /^9\d{8}$/.test(digits) ? `+51${digits}` : digits;
    })
    .refine(
      (value) => value === '' || WHATSAPP_PATTERN.test(value),
      'Ingresa un celular peruano: +51 seguido de 9 dígitos que empiezan con 9.',
    ),
  email: z
    .string()
    .trim()
    .max(120, 'Usa como máximo 120 caracteres.')
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), 'Ingresa un correo válido.'),
});
export type ContactSettings = z.infer<typeof contactSettings>;

/** What anyone may read of the company: who we are and how to reach us (the legal pages, the help item). */
export const publicContact = z.object({
  company: companySettings,
  contact: contactSettings,
});
export type PublicContact = z.infer<typeof publicContact>;

export const SETTINGS_SCHEMAS = {
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
  compliance: complianceSettings,
} as const;
export type SettingsKey = keyof typeof SETTINGS_SCHEMAS;
export type Settings = { [K in SettingsKey]: z.infer<(typeof SETTINGS_SCHEMAS)[K]> };
