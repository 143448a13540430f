import type { CustomerRiskList, CustomerRiskListQuery } from '@cambix/contract';
import { count, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { customerRisk } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { overdueSql, RISK_ORDER, riskQuery, toRiskViews } from './risk-view.ts';

const MAX_ROWS = 200;

/**
 * Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk): customers of a level (or all), overdue
 * reviews first, each with its factors and history, and the count of each level. Every read is audited with
 * the customers it showed (docs/rules/compliance.md#confidentiality).
 */
export async function listRisk(
  ctx: AppContext,
  actorId: number,
  query: Required<CustomerRiskListQuery>,
): Promise<CustomerRiskList> {
  const today = limaDay(ctx.now());
  return ctx.db.transaction(async (tx) => {
    const base = riskQuery(tx, today);
    const rows = await (query.level === 'all' ? base : base.where(eq(customerRisk.level, query.level)))
      .orderBy(...RISK_ORDER(today))
      .limit(MAX_ROWS);
    const counted = await tx
      .select({
        level: customerRisk.level,
        n: count(),
        overdue: sql<number>`count(*) filter (where ${overdueSql(today)})`.mapWith(Number),
      })
      .from(customerRisk)
      .groupBy(customerRisk.level);
    const counts = { low: 0, medium: 0, high: 0, overdue: 0 };
    for (const row of counted) {
      counts[row.level] = row.n;
      counts.overdue += row.overdue;
    }
    await recordAudit(tx, {
      actorId,
      action: 'compliance-risk.read',
      targetType: 'customer_risk',
      targetId: query.level,
      after: { userIds: rows.map((row) => row.userId) },
    });
    return { rows: await toRiskViews(tx, rows), counts };
  });
}
