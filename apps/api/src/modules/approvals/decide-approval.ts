import type { ApprovalRequest } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { Principal } from '../../platform/http/access.ts';
import { carryOutReversal, type ReversalPayload } from '../finance-ledger/index.ts';
import { decideRequest, type ApprovalRequestRow } from '../four-eyes/index.ts';
import { carryOutSettlement, type SettlementPayload } from '../partners-admin/index.ts';
import { carryOutPointsAdjustment, type PointsPayload } from '../points/index.ts';
import { readApprovalRequest } from './approval-view.ts';

/** What approving each kind writes: the same code its author's request would have run at once. */
async function carryOut(tx: Tx, request: ApprovalRequestRow, approverId: number, now: Date): Promise<void> {
  const approver = { id: approverId, approvalId: request.id };
  if (request.kind === 'reversal') {
    await carryOutReversal(tx, request.payload as unknown as ReversalPayload, approver, now);
  } else if (request.kind === 'settlement') {
    await carryOutSettlement(tx, request.payload as unknown as SettlementPayload, approver, now);
  } else {
    await carryOutPointsAdjustment(tx, request.payload as unknown as PointsPayload, approver, now);
  }
}

/** `POST /api/admin/approvals/:requestId/approve`: what waited is written now, as the approver's. */
export async function approveRequest(
  ctx: AppContext,
  decider: Principal,
  requestId: number,
): Promise<ApprovalRequest> {
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const request = await decideRequest(tx, requestId, decider, { state: 'approved' }, now);
    await carryOut(tx, request, decider.userId, now);
  });
  return readApprovalRequest(ctx.db, requestId);
}

/** `POST /api/admin/approvals/:requestId/reject`: nothing is written; the reason stays with the request. */
export async function rejectRequest(
  ctx: AppContext,
  decider: Principal,
  requestId: number,
  reason: string,
): Promise<ApprovalRequest> {
  await ctx.db.transaction(async (tx) => {
    await decideRequest(tx, requestId, decider, { state: 'rejected', reason }, ctx.now());
  });
  return readApprovalRequest(ctx.db, requestId);
}
