import { caseCode } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { complianceCases } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { auditCaseRead } from './case-access.ts';
import { rosContent, type RosContent } from './ros-content.ts';
import { rosPdf } from './ros-pdf.ts';

/**
 * The ROS of a case as a PDF (docs/rules/compliance.md#ros): prepared from the case as it is now while it is
 * open or filed; a reported case's is the content kept when it was sent, never prepared again. Audited.
 */
export async function downloadRos(ctx: AppContext, actorId: number, caseId: number): Promise<FileAnswer> {
  const { content, sent } = await ctx.db.transaction(async (tx) => {
    const [found] = await tx.select().from(complianceCases).where(eq(complianceCases.id, caseId));
    if (!found) throw new AppError('CASE_NOT_FOUND');
    const kept = found.rosContent as RosContent | null;
    const ros = kept ?? (await rosContent(tx, caseId, ctx.now()));
    await auditCaseRead(tx, actorId, caseId, { read: 'ros', sent: kept !== null });
    return {
      content: ros,
      sent: found.rosSentOn ? { sentOn: found.rosSentOn, uifReference: found.uifReference } : null,
    };
  });
  return {
    filename: `ros-${caseCode(caseId).toLowerCase()}.pdf`,
    contentType: 'application/pdf',
    body: await rosPdf(content, sent),
  };
}
