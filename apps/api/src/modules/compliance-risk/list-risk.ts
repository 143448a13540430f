import type { CustomerRiskList, ParsedCustomerRiskListQuery } from '@cambix/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { personMatches } from '../../platform/db/person-search.ts';
import { customerRisk, users } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { overdueSql, RISK_ORDER, riskQuery, toRiskViews } from './risk-view.ts';

/**
 * Cumplimiento › Riesgo (docs/rules/compliance.md#customer-risk): one page of the customers of a level (or
 * all) matching the search (Clientes' own: names, document, e-mail, phone, without case or accents),
 * overdue reviews first, each with its factors and history; the total of the page's set and the count of
 * each level within the search. Every read is audited with the customers it showed
 * (docs/rules/compliance.md#confidentiality).
 */
export async function listRisk(
  ctx: AppContext,
  actorId: number,
  query: ParsedCustomerRiskListQuery,
): Promise<CustomerRiskList> {
  const today = limaDay(ctx.now());
  const search = personMatches(query.q);
  const where = and(search, query.level === 'all' ? undefined : eq(customerRisk.level, query.level));
  return ctx.db.transaction(async (tx) => {
    const rows = await riskQuery(tx, today)
      .where(where)
      // RISK_ORDER ends with the customer's id: pages never overlap nor skip anyone.
      .orderBy(...RISK_ORDER(today))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
    const counted = await tx
      .select({
        level: customerRisk.level,
        n: count(),
        overdue: sql<number>`count(*) filter (where ${overdueSql(today)})`.mapWith(Number),
      })
      .from(customerRisk)
      .innerJoin(users, eq(users.id, customerRisk.userId))
      .where(search)
      .groupBy(customerRisk.level);
    const counts = { low: 0, medium: 0, high: 0, overdue: 0 };
    for (const row of counted) {
      counts[row.level] = row.n;
      counts.overdue += row.overdue;
    }
    const total = query.level === 'all' ? counts.low + counts.medium + counts.high : counts[query.level];
    await recordAudit(tx, {
      actorId,
      action: 'compliance-risk.read',
      targetType: 'customer_risk',
      targetId: query.level,
      after: { userIds: rows.map((row) => row.userId), q: query.q ?? null, page: query.page },
    });
    return {
      rows: await toRiskViews(tx, rows),
      total,
      page: query.page,
      pageSize: query.pageSize,
      counts,
    };
  });
}
