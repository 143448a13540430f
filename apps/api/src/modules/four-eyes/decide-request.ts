import type { StaffModule } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { approvalRequests } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertSecondPerson } from './assert-second-person.ts';

export type ApprovalRequestRow = typeof approvalRequests.$inferSelect;

export type Decision = { state: 'approved' } | { state: 'rejected'; reason: string };

/** The codes a refused decider hears: Egreso's own endpoints keep the ones they always answered. */
export interface Refusals {
  ownRequest: 'APPROVAL_OWN_REQUEST' | 'MOVEMENT_OWN_APPROVAL';
  notPending: 'APPROVAL_NOT_PENDING' | 'MOVEMENT_NOT_PENDING';
}
export const REQUEST_REFUSALS: Refusals = {
  ownRequest: 'APPROVAL_OWN_REQUEST',
  notPending: 'APPROVAL_NOT_PENDING',
};

/**
 * Decides a pending request: locked first, so two deciders racing queue here and the second finds it
 * decided; only a second person holding edit on its module may decide it (decision 131). Records who, when
 * and, for a rejection, why; answers the request as it was, for the caller to carry out what it waited for.
 */
export async function decideRequest(
  tx: Tx,
  requestId: number,
  decider: Principal,
  decision: Decision,
  now: Date,
  refusals: Refusals = REQUEST_REFUSALS,
): Promise<ApprovalRequestRow> {
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
    refusals.ownRequest,
  );
  if (request.state !== 'pending') throw new AppError(refusals.notPending);
  // Stryker disable next-line ConditionalExpression: an approval has no reason: undefined is stored as null too
  const reason = decision.state === 'rejected' ? decision.reason : null;
  await tx
    .update(approvalRequests)
    .set({ state: decision.state, decidedBy: decider.userId, decidedAt: now, rejectionReason: reason })
    .where(eq(approvalRequests.id, requestId));
  await recordAudit(tx, {
    actorId: decider.userId,
    action: `approval.${decision.state}`,
    targetType: 'approval-request',
    targetId: requestId,
    before: { state: 'pending', kind: request.kind, createdBy: request.createdBy },
    after: { state: decision.state },
    // Stryker disable next-line ConditionalExpression: a note of null is what recordAudit stores without one
    ...(reason === null ? {} : { note: reason }),
  });
  return request;
}
