import { z } from 'zod';
import { formatSoles } from '../common/money.ts';
import { decimalString, percentString } from '../common/money-schemas.ts';

const cents = (amount: string) => Math.round(Number(amount) * 100);
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
    if (cents(value.minOrder) <= 0) {
      ctx.addIssue({ code: 'custom', path: ['minOrder'], message: 'El mínimo debe ser mayor que 0.' });
    }
    if (cents(value.minOrder) >= cents(value.maxOrder)) {
      ctx.addIssue({
        code: 'custom',
        path: ['maxOrder'],
        message: 'El máximo debe ser mayor que el mínimo.',
      });
    }
    if (cents(value.flatFee) >= cents(value.minOrder)) {
      ctx.addIssue({
        code: 'custom',
        path: ['flatFee'],
        message: 'La tarifa fija debe ser menor que el mínimo por orden.',
      });
    } else if (cents(value.flatFee) + cents(value.interbankFee) >= cents(value.minOrder)) {
      // The smallest order paid out to another bank must still leave something to receive (decision 075).
      ctx.addIssue({
        code: 'custom',
        path: ['interbankFee'],
        message: `Con la tarifa fija, debe ser menor que el mínimo por orden: usa menos de ${formatSoles(((cents(value.minOrder) - cents(value.flatFee)) / 100).toFixed(2))}.`,
      });
    }
    const options = value.commissionOptions.map(cents);
    if (new Set(options).size !== options.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['commissionOptions'],
        message: 'No repitas comisiones en la lista.',
      });
    }
    if (!options.includes(cents(value.defaultCommission))) {
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
    if (cents(value.porValidar) > cents(value.activo)) {
      ctx.addIssue({
        code: 'custom',
        path: ['activo'],
        message: 'El límite de cuenta activa no puede ser menor que el de cuenta por validar.',
      });
    }
    if (cents(value.activo) > cents(value.premium)) {
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

export const pointsSettings = z.object({
  pointsPer100: wholePoints(0),
  redeemPoints: wholePoints(1),
  redeemValue: decimalString,
});
export type PointsSettings = z.infer<typeof pointsSettings>;

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

export const SETTINGS_SCHEMAS = {
  fees: feeSettings,
  limits: limitSettings,
  points: pointsSettings,
  referrals: referralSettings,
} as const;
export type SettingsKey = keyof typeof SETTINGS_SCHEMAS;
export type Settings = { [K in SettingsKey]: z.infer<(typeof SETTINGS_SCHEMAS)[K]> };
