import type { ApprovalRequest } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { Principal } from '../../platform/http/access.ts';
import {
  carryOutMovement,
  carryOutReversal,
  rejectWaitingMovement,
  type MovementPayload,
  type ReversalPayload,
} from '../finance-ledger/index.ts';
import { decideRequest, type ApprovalRequestRow, type Decision, type Refusals } from '../four-eyes/index.ts';
import { carryOutSettlement, type SettlementPayload } from '../partners-admin/index.ts';
import { carryOutPointsAdjustment, type PointsPayload } from '../points/index.ts';
import { readApprovalRequest } from './approval-view.ts';

/**
 * What approving each kind writes: the same code its author's request would have run at once. Answers what
 * to publish once it commits, as that request would have.
 */
async function carryOut(
  ctx: AppContext,
  tx: Tx,
  request: ApprovalRequestRow,
  approverId: number,
  now: Date,
): Promise<DomainEvent | null> {
  const approver = { id: approverId, approvalId: request.id };
  if (request.kind === 'settlement')
    return carryOutSettlement(ctx, tx, request.payload as unknown as SettlementPayload, approver, now);
  if (request.kind === 'reversal') {
    await carryOutReversal(tx, request.payload as unknown as ReversalPayload, approver, now);
  } else if (request.kind === 'manual-movement') {
    await carryOutMovement(tx, request.payload as unknown as MovementPayload, approver, now);
  } else {
    await carryOutPointsAdjustment(tx, request.payload as unknown as PointsPayload, approver, now);
  }
  return null;
}

/** What rejecting writes beyond the request: a manual movement's row says it was rejected, and why. */
async function carryOutRejection(
  tx: Tx,
  request: ApprovalRequestRow,
  deciderId: number,
  reason: string,
  now: Date,
): Promise<void> {
  if (request.kind !== 'manual-movement') return;
  const decider = { id: deciderId, approvalId: request.id };
  await rejectWaitingMovement(tx, request.payload as unknown as MovementPayload, decider, reason, now);
}

/**
 * The one way a request is decided (decisions 131, 148), from Egreso's list of requests or a movement's own
 * buttons: `decideRequest` locks it and refuses its author, anyone without edit on its module and a second
 * decision; then, in the same transaction, what approving or rejecting it writes.
 */
export async function decideApproval(
  ctx: AppContext,
  decider: Principal,
  requestId: number,
  decision: Decision,
  refusals?: Refusals,
): Promise<void> {
  const committed = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const request = await decideRequest(tx, requestId, decider, decision, now, refusals);
    if (decision.state === 'approved') return carryOut(ctx, tx, request, decider.userId, now);
    await carryOutRejection(tx, request, decider.userId, decision.reason, now);
    return null;
  });
  if (committed) ctx.events.publish(committed);
}

/** `POST /api/admin/approvals/:requestId/approve`: what waited is written now, as the approver's. */
export async function approveRequest(
  ctx: AppContext,
  decider: Principal,
  requestId: number,
): Promise<ApprovalRequest> {
  await decideApproval(ctx, decider, requestId, { state: 'approved' });
  return readApprovalRequest(ctx.db, requestId);
}

/** `POST /api/admin/approvals/:requestId/reject`: nothing is written; the reason stays with the request. */
export async function rejectRequest(
  ctx: AppContext,
  decider: Principal,
  requestId: number,
  reason: string,
): Promise<ApprovalRequest> {
  await decideApproval(ctx, decider, requestId, { state: 'rejected', reason });
  return readApprovalRequest(ctx.db, requestId);
}
