import { ROLE_IDS, type CustomerPoints } from '@cambix/contract';
import type { pointsAdjustmentRequest } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { pointsWaitForSecondPerson, requestApproval } from '../four-eyes/index.ts';
import { getSettings } from '../settings/index.ts';
import { lockCustomer } from '../orders/index.ts';
import { readCustomerPoints } from './customer-points.ts';
import { pointsBalance } from './points-balance.ts';

export type PointsAdjustment = z.output<typeof pointsAdjustmentRequest>;

/** What a points adjustment request keeps for its approver (decision 131). */
export interface PointsPayload extends PointsAdjustment {
  userId: number;
}

/** With the customer's row locked: the customer exists and the balance stays at zero or above. */
async function balanceAfter(
  tx: Tx,
  userId: number,
  points: number,
): Promise<{ before: number; after: number; customerName: string }> {
  const customer = await lockCustomer(tx, userId);
  if (customer?.roleId !== ROLE_IDS.Cliente) throw new AppError('USER_NOT_FOUND');
  const before = await pointsBalance(tx, userId);
  const after = before + points;
  if (after < 0) {
    const message = `El ajuste dejaría el saldo por debajo de cero: el cliente tiene ${before} puntos.`;
    throw new AppError('POINTS_BELOW_ZERO', {
      message,
      fields: { points: message },
      extra: { balance: before },
    });
  }
  const customerName = [customer.nombres, customer.apellidoPaterno, customer.apellidoMaterno].join(' ');
  return { before, after, customerName };
}

/** The `adjust` row and its audit, by its author at once or by the approver of a request. */
async function writeAdjustment(
  tx: Tx,
  payload: PointsPayload,
  actor: { id: number; approvalId: number | null },
  now: Date,
): Promise<void> {
  const { before, after } = await balanceAfter(tx, payload.userId, payload.points);
  await tx.insert(pointsLedger).values({
    userId: payload.userId,
    points: payload.points,
    kind: 'adjust',
    note: payload.reason,
    actorId: actor.id,
    approvedBy: actor.approvalId === null ? null : actor.id,
    createdAt: now,
  });
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'points.adjust',
    targetType: 'user',
    targetId: payload.userId,
    before: { balance: before },
    after: { balance: after, points: payload.points, approvalId: actor.approvalId },
    note: payload.reason,
  });
}

/**
 * `POST /api/admin/users/:userId/points/adjustments` (docs/rules/points.md#adjustments): staff add or take
 * points with a reason the customer reads, at most Ajustes' cap per adjustment (POINTS_ADJUSTMENT_ABOVE_CAP).
 * An addition that four-eyes holds (decision 131) waits for a second person with users edit instead. The
 * customer's row is locked while the balance is read and the row written, so two adjustments at once cannot
 * both take the same points: the balance never goes below zero (POINTS_BELOW_ZERO).
 */
export async function adjustPoints(
  ctx: AppContext,
  actorId: number,
  userId: number,
  request: PointsAdjustment,
): Promise<CustomerPoints & { pendingApprovalId: number | null }> {
  const { adjustmentCap } = await getSettings(ctx, 'points');
  if (Math.abs(request.points) > adjustmentCap) {
    const message = `Usa como máximo ${adjustmentCap} puntos por ajuste.`;
    throw new AppError('POINTS_ADJUSTMENT_ABOVE_CAP', { message, fields: { points: message } });
  }
  const payload: PointsPayload = { ...request, userId };
  const pendingApprovalId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const { customerName } = await balanceAfter(tx, userId, request.points);
    if (await pointsWaitForSecondPerson(ctx, tx, actorId, request.points)) {
      return requestApproval(
        tx,
        {
          kind: 'points',
          module: 'users',
          summary: `Ajuste de puntos para ${customerName}`,
          payload: { ...payload },
          createdBy: actorId,
        },
        now,
      );
    }
    await writeAdjustment(tx, payload, { id: actorId, approvalId: null }, now);
    return null;
  });
  return { ...(await readCustomerPoints(ctx.db, userId)), pendingApprovalId };
}

/** A second person approves a waiting addition: the balance is checked again, then written as theirs. */
export async function carryOutPointsAdjustment(
  tx: Tx,
  payload: PointsPayload,
  approver: { id: number; approvalId: number },
  now: Date,
): Promise<void> {
  await writeAdjustment(tx, payload, approver, now);
}
