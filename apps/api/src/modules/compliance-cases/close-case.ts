import type { ComplianceCase } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { complianceCases } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { auditCaseChange, lockOpenCase } from './case-access.ts';
import { readCase } from './case-view.ts';
import { rosContent } from './ros-content.ts';

/** The officer's narrative of an open case: the ROS's own words. Audited with the text before and after. */
export async function saveNarrative(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  narrative: string,
): Promise<ComplianceCase> {
  await ctx.db.transaction(async (tx) => {
    const found = await lockOpenCase(tx, caseId);
    await tx.update(complianceCases).set({ narrative }).where(eq(complianceCases.id, caseId));
    await auditCaseChange(tx, actorId, caseId, 'narrative', { before: found.narrative, narrative });
  });
  return readCase(ctx.db, caseId);
}

/** Files an open case with the officer's reason: archivado, closed for good. */
export async function archiveCase(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  reason: string,
): Promise<ComplianceCase> {
  await ctx.db.transaction(async (tx) => {
    await lockOpenCase(tx, caseId);
    await tx
      .update(complianceCases)
      .set({ status: 'archivado', archiveReason: reason, closedBy: actorId, closedAt: ctx.now() })
      .where(eq(complianceCases.id, caseId));
    await auditCaseChange(tx, actorId, caseId, 'archive', { status: 'archivado' }, reason);
  });
  return readCase(ctx.db, caseId);
}

/**
 * docs/rules/compliance.md#ros: the ROS was sent to the UIF on `sentOn` (a Lima day from the case's opening
 * to today), with the UIF's reference if any. The content sent is kept as it is now and the case is
 * reported: from then on nothing in it changes, and its PDF is drawn from what was kept.
 */
export async function recordRosSent(
  ctx: AppContext,
  actorId: number,
  caseId: number,
  request: { sentOn: string; uifReference: string | null },
): Promise<ComplianceCase> {
  await ctx.db.transaction(async (tx) => {
    const found = await lockOpenCase(tx, caseId);
    const now = ctx.now();
    if (request.sentOn > limaDay(now) || request.sentOn < limaDay(found.openedAt)) {
      throw new AppError('CASE_ROS_DATE_INVALID');
    }
    if (found.narrative.trim() === '') throw new AppError('CASE_NARRATIVE_REQUIRED');
    const content = await rosContent(tx, caseId, now);
    await tx
      .update(complianceCases)
      .set({
        status: 'reportado',
        rosSentOn: request.sentOn,
        uifReference: request.uifReference,
        rosContent: content as unknown as Record<string, unknown>,
        closedBy: actorId,
        closedAt: now,
      })
      .where(eq(complianceCases.id, caseId));
    await auditCaseChange(tx, actorId, caseId, 'ros-sent', {
      status: 'reportado',
      sentOn: request.sentOn,
      uifReference: request.uifReference,
    });
  });
  return readCase(ctx.db, caseId);
}
