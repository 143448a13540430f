import type { ManualMovement } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { approvalRequests, manualMovements } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { readManualMovement } from '../finance-ledger/index.ts';
import type { Refusals } from '../four-eyes/index.ts';
import { decideApproval } from './decide-approval.ts';

/** Egreso's own buttons answer in the movement's words, as they always did. */
const MOVEMENT_REFUSALS: Refusals = {
  ownRequest: 'MOVEMENT_OWN_APPROVAL',
  notPending: 'MOVEMENT_NOT_PENDING',
};

/**
 * The request a movement waits as (one per movement). A movement that never waited has none: recorded at
 * once, it is not pending.
 */
async function requestOf(db: Queryable, movementId: number): Promise<number> {
  const [request] = await db
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(eq(approvalRequests.movementId, movementId));
  if (request) return request.id;
  // Stryker disable ObjectLiteral: only whether a row comes back is read
  const [movement] = await db
    .select({ id: manualMovements.id })
    .from(manualMovements)
    .where(eq(manualMovements.id, movementId));
  // Stryker restore ObjectLiteral
  throw new AppError(movement ? 'MOVEMENT_NOT_PENDING' : 'MOVEMENT_NOT_FOUND');
}

/** `POST /api/admin/finance/manual-movements/:movementId/approve`: its request approved, as any request is. */
export async function approveMovement(
  ctx: AppContext,
  decider: Principal,
  movementId: number,
): Promise<ManualMovement> {
  const requestId = await requestOf(ctx.db, movementId);
  await decideApproval(ctx, decider, requestId, { state: 'approved' }, MOVEMENT_REFUSALS);
  return readManualMovement(ctx.db, movementId);
}

/** `POST /api/admin/finance/manual-movements/:movementId/reject`: its request rejected, with the reason. */
export async function rejectMovement(
  ctx: AppContext,
  decider: Principal,
  movementId: number,
  reason: string,
): Promise<ManualMovement> {
  const requestId = await requestOf(ctx.db, movementId);
  await decideApproval(ctx, decider, requestId, { state: 'rejected', reason }, MOVEMENT_REFUSALS);
  return readManualMovement(ctx.db, movementId);
}
