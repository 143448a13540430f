import { z } from 'zod';
import { decimalString } from '../common/money-schemas.ts';

export const pointsEntry = z.object({
  id: z.number().int(),
  points: z.number().int(),
  kind: z.enum(['earn', 'referral', 'redeem', 'refund', 'adjust']),
  orderCode: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});

/** `/userDashboard/mis-puntos`: balance, every movement, the rules and what the balance is worth. */
export const pointsSummary = z.object({
  balance: z.number().int(),
  /** Off the fee of the next order, if the fee is large enough. */
  worth: decimalString,
  rules: z.object({
    pointsPer100: z.number().int(),
    referralReward: z.number().int(),
    redeemPoints: z.number().int(),
    redeemValue: decimalString,
  }),
  history: z.array(pointsEntry),
});
export type PointsSummary = z.infer<typeof pointsSummary>;

// Staff: a customer's points in their file (tab Puntos; docs/rules/points.md#adjustments).

/** One movement as staff see it: who made an adjustment, and the order's id for its link. */
export const staffPointsEntry = pointsEntry.extend({
  orderId: z.number().int().nullable(),
  actor: z.string().nullable(),
});

export const customerPoints = z.object({
  balance: z.number().int(),
  history: z.array(staffPointsEntry),
});
export type CustomerPoints = z.infer<typeof customerPoints>;

/** Plus or minus, never leaving the balance below zero; the reason is what the customer reads. */
export const pointsAdjustmentRequest = z.object({
  points: z
    .number({ error: 'Ingresa los puntos como número entero.' })
    .int('Ingresa los puntos como número entero.')
    .min(-1_000_000, 'Usa entre -1000000 y 1000000.')
    .max(1_000_000, 'Usa entre -1000000 y 1000000.')
    .refine((value) => value !== 0, 'El ajuste no puede ser cero.'),
  reason: z
    .string({ error: 'Escribe el motivo del ajuste.' })
    .trim()
    .min(5, 'Escribe el motivo del ajuste (al menos 5 caracteres).')
    .max(200, 'Usa como máximo 200 caracteres.'),
});
export type PointsAdjustmentRequest = z.input<typeof pointsAdjustmentRequest>;

/** The balance after an adjustment, or the request that waits for a second person (four-eyes, decision 131). */
export const pointsAdjustmentResult = customerPoints.extend({
  pendingApprovalId: z.number().int().nullable(),
});
export type PointsAdjustmentResult = z.infer<typeof pointsAdjustmentResult>;
