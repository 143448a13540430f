import type { ComplianceCase, OpenCaseRequest } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { complianceCaseItems, complianceCases } from '../../platform/db/schema/index.ts';
import { auditCaseChange } from './case-access.ts';
import { takeAlert } from './case-alert.ts';
import { readCase } from './case-view.ts';

/**
 * Opens a case from an alert (docs/rules/compliance.md#cases): the case's subject is the alert's customer,
 * the alert its first item, and an alert still open is confirmed by it. All or nothing, audited.
 */
export async function openCase(
  ctx: AppContext,
  actorId: number,
  request: Required<OpenCaseRequest>,
): Promise<ComplianceCase> {
  const caseId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const alert = await takeAlert(ctx, tx, actorId, request.alertId, null);
    const [created] = await tx
      .insert(complianceCases)
      .values({ userId: alert.userId, title: request.title, openedBy: actorId, openedAt: now })
      .returning({ id: complianceCases.id });
    if (!created) throw new Error('case not inserted');
    await tx.insert(complianceCaseItems).values({
      caseId: created.id,
      kind: 'alert',
      alertId: request.alertId,
      addedBy: actorId,
      addedAt: now,
    });
    await alert.confirmFor(created.id);
    await auditCaseChange(tx, actorId, created.id, 'open', {
      title: request.title,
      userId: alert.userId,
      alertId: request.alertId,
    });
    return created.id;
  });
  return readCase(ctx.db, caseId);
}
