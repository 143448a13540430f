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
