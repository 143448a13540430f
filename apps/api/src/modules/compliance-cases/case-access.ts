import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import { complianceCases } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * An open case, locked for the change the caller makes in its transaction: a missing case is refused, and so
 * is one already filed or reported (docs/rules/compliance.md#cases: a closed case never changes).
 */
export async function lockOpenCase(tx: Tx, caseId: number) {
  const [found] = await tx.select().from(complianceCases).where(eq(complianceCases.id, caseId)).for('update');
  if (!found) throw new AppError('CASE_NOT_FOUND');
  if (found.status !== 'abierto') throw new AppError('CASE_CLOSED');
  return found;
}

/**
 * docs/rules/compliance.md#confidentiality: every read of a case (the list, a case, a document, the ROS) is
 * written to the audit log with who read what, in the read's own transaction.
 */
export const auditCaseRead = (
  db: Queryable,
  actorId: number,
  target: string | number,
  after: Record<string, unknown>,
) =>
  recordAudit(db, {
    actorId,
    action: 'compliance-case.read',
    targetType: 'compliance_case',
    targetId: target,
    after,
  });

/** A change to a case, audited in its transaction. */
export const auditCaseChange = (
  db: Queryable,
  actorId: number,
  caseId: number,
  verb: string,
  after: Record<string, unknown>,
  note: string | null = null,
) =>
  recordAudit(db, {
    actorId,
    action: `compliance-case.${verb}`,
    targetType: 'compliance_case',
    targetId: caseId,
    after,
    note,
  });
