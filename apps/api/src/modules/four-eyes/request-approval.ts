import type { ApprovalRequest, StaffModule } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { approvalRequests } from '../../platform/db/schema/index.ts';

export interface NewApprovalRequest {
  kind: ApprovalRequest['kind'];
  module: StaffModule;
  summary: string;
  amount?: string | null;
  currency?: 'PEN' | 'USD' | null;
  cambixAccountId?: number | null;
  entryId?: number | null;
  movementId?: number | null;
  payload: Record<string, unknown>;
  createdBy: number;
}

/**
 * Keeps what its author asked for a second person to approve (decision 131), in the author's transaction,
 * audited as theirs; nothing else is written until someone else approves it.
 */
export async function requestApproval(tx: Tx, request: NewApprovalRequest, now: Date): Promise<number> {
  const [row] = await tx
    .insert(approvalRequests)
    .values({ ...request, state: 'pending', createdAt: now })
    .returning({ id: approvalRequests.id });
  // Stryker disable next-line all: an insert … returning answers its row
  if (!row) throw new Error('approval request not inserted');
  await recordAudit(tx, {
    actorId: request.createdBy,
    action: `approval.requested`,
    targetType: 'approval-request',
    targetId: row.id,
    after: {
      kind: request.kind,
      summary: request.summary,
      amount: request.amount ?? null,
      currency: request.currency ?? null,
      payload: request.payload,
    },
  });
  return row.id;
}
