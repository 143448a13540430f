import { ROLE_IDS, type CustomerPoints } from '@cambix/contract';
import type { pointsAdjustmentRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { lockCustomer } from '../orders/index.ts';
import { readCustomerPoints } from './customer-points.ts';
import { pointsBalance } from './points-balance.ts';

/**
 * `POST /api/admin/users/:userId/points/adjustments` (docs/rules/points.md#adjustments): staff add or take
 * points with a reason the customer reads. The customer's row is locked while the balance is read and the
 * row written, so two adjustments at once cannot both take the same points: the balance never goes below
 * zero (POINTS_BELOW_ZERO). An `adjust` row with its actor and an audit row with the balance before and
 * after, in one transaction.
 */
export async function adjustPoints(
  ctx: AppContext,
  actorId: number,
  userId: number,
  request: z.output<typeof pointsAdjustmentRequest>,
): Promise<CustomerPoints> {
  await ctx.db.transaction(async (tx) => {
    const customer = await lockCustomer(tx, userId);
    if (customer?.roleId !== ROLE_IDS.Cliente) throw new AppError('USER_NOT_FOUND');
    const before = await pointsBalance(tx, userId);
    const after = before + request.points;
    if (after < 0) {
      const message = `El ajuste dejaría el saldo por debajo de cero: el cliente tiene ${before} puntos.`;
      throw new AppError('POINTS_BELOW_ZERO', {
        message,
        fields: { points: message },
        extra: { balance: before },
      });
    }
    const now = ctx.now();
    await tx.insert(pointsLedger).values({
      userId,
      points: request.points,
      kind: 'adjust',
      note: request.reason,
      actorId,
      createdAt: now,
    });
    await recordAudit(tx, {
      actorId,
      action: 'points.adjust',
      targetType: 'user',
      targetId: userId,
      before: { balance: before },
      after: { balance: after, points: request.points },
      note: request.reason,
    });
  });
  return readCustomerPoints(ctx.db, userId);
}
