import type { ComplianceCase } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { auditCaseRead } from './case-access.ts';
import { readCase } from './case-view.ts';

/** A case with its items; the read is audited (docs/rules/compliance.md#cases). */
export function getCase(ctx: AppContext, actorId: number, caseId: number): Promise<ComplianceCase> {
  return ctx.db.transaction(async (tx) => {
    const found = await readCase(tx, caseId);
    await auditCaseRead(tx, actorId, caseId, { read: 'detail' });
    return found;
  });
}
