import { z } from 'zod';

/** A decimal amount as the wire carries money: digits, an optional point and up to two decimals. */
export const decimalString = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Usa un monto con hasta dos decimales, por ejemplo 1500.50.');

export const percentString = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Usa un porcentaje con hasta dos decimales, por ejemplo 4.50.');

/** Fees (domain.md 5). */
export const feeSettings = z.object({
  minOrder: decimalString,
  maxOrder: decimalString,
  flatFeeThreshold: decimalString,
  flatFee: decimalString,
  commissionOptions: z.array(percentString).min(1),
  defaultCommission: percentString,
  interbankFee: decimalString,
});
export type FeeSettings = z.infer<typeof feeSettings>;

/** Monthly limits per tier, temporary-order expiry and the four-eyes rule (domain.md 5). */
export const limitSettings = z.object({
  porValidar: decimalString,
  activo: decimalString,
  premium: decimalString,
  temporaryOrderHours: z.number().int().min(1).max(168),
  fourEyes: z.boolean(),
});
export type LimitSettings = z.infer<typeof limitSettings>;

/** Points (domain.md 7). */
export const pointsSettings = z.object({
  pointsPer100: z.number().int().min(0),
  referralReward: z.number().int().min(0),
  redeemPoints: z.number().int().min(1),
  redeemValue: decimalString,
});
export type PointsSettings = z.infer<typeof pointsSettings>;

export const SETTINGS_SCHEMAS = { fees: feeSettings, limits: limitSettings, points: pointsSettings } as const;
export type SettingsKey = keyof typeof SETTINGS_SCHEMAS;
export type Settings = { [K in SettingsKey]: z.infer<(typeof SETTINGS_SCHEMAS)[K]> };
