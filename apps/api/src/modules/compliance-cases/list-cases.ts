import type { ComplianceCaseList, ComplianceCaseListQuery } from '@cambix/contract';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { complianceCases } from '../../platform/db/schema/index.ts';
import { auditCaseRead } from './case-access.ts';
import { caseQuery, toSummary } from './case-view.ts';

const MAX_ROWS = 200;

/**
 * Cumplimiento › Casos: the cases of a status (and of one customer, when asked), newest first. The read is
 * audited with the cases it showed (docs/rules/compliance.md#cases).
 */
export async function listCases(
  ctx: AppContext,
  actorId: number,
  query: { status: NonNullable<ComplianceCaseListQuery['status']>; customerId?: number | undefined },
): Promise<ComplianceCaseList> {
  return ctx.db.transaction(async (tx) => {
    const filters: SQL[] = [];
    if (query.status !== 'all') filters.push(eq(complianceCases.status, query.status));
    if (query.customerId !== undefined) filters.push(eq(complianceCases.userId, query.customerId));
    const rows = await caseQuery(tx)
      .where(and(...filters))
      .orderBy(desc(complianceCases.openedAt), desc(complianceCases.id))
      .limit(MAX_ROWS);
    await auditCaseRead(tx, actorId, query.status, {
      read: 'list',
      customerId: query.customerId ?? null,
      caseIds: rows.map((row) => row.id),
    });
    return { rows: rows.map(toSummary) };
  });
}
