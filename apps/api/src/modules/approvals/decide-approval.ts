import type { ApprovalRequest, StaffModule } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { approvalRequests } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertSecondPerson } from '../four-eyes/index.ts';
import { carryOutReversal, type ReversalPayload } from '../finance-ledger/index.ts';
import { carryOutSettlement, type SettlementPayload } from '../partners-admin/index.ts';
import { carryOutPointsAdjustment, type PointsPayload } from '../points/index.ts';
import { readApprovalRequest } from './approval-view.ts';

type RequestRow = typeof approvalRequests.$inferSelect;

/**
 * The request, locked: two approvers racing queue here and the second finds it decided. Only a second
 * person holding edit on its module may decide it (decision 131).
 */
async function lockPending(tx: Tx, requestId: number, decider: Principal): Promise<RequestRow> {
  const [request] = await tx
    .select()
    .from(approvalRequests)
    .where(eq(approvalRequests.id, requestId))
    .for('update');
  if (!request) throw new AppError('APPROVAL_NOT_FOUND');
  await assertSecondPerson(
    tx,
    decider,
    { authorId: request.createdBy, module: request.module as StaffModule },
    'APPROVAL_OWN_REQUEST',
  );
  if (request.state !== 'pending') throw new AppError('APPROVAL_NOT_PENDING');
  return request;
}

/** What approving each kind writes: the same code its author's request would have run at once. */
async function carryOut(tx: Tx, request: RequestRow, approverId: number, now: Date): Promise<void> {
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
    const request = await lockPending(tx, requestId, decider);
    await tx
      .update(approvalRequests)
      .set({ state: 'approved', decidedBy: decider.userId, decidedAt: now })
      .where(eq(approvalRequests.id, requestId));
    await carryOut(tx, request, decider.userId, now);
    await recordAudit(tx, {
      actorId: decider.userId,
      action: 'approval.approved',
      targetType: 'approval-request',
      targetId: requestId,
      before: { state: 'pending', kind: request.kind, createdBy: request.createdBy },
      after: { state: 'approved' },
    });
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
    const now = ctx.now();
    const request = await lockPending(tx, requestId, decider);
    await tx
      .update(approvalRequests)
      .set({ state: 'rejected', decidedBy: decider.userId, decidedAt: now, rejectionReason: reason })
      .where(eq(approvalRequests.id, requestId));
    await recordAudit(tx, {
      actorId: decider.userId,
      action: 'approval.rejected',
      targetType: 'approval-request',
      targetId: requestId,
      before: { state: 'pending', kind: request.kind, createdBy: request.createdBy },
      after: { state: 'rejected' },
      note: reason,
    });
  });
  return readApprovalRequest(ctx.db, requestId);
}
