import type { CustomerRisk, RiskCause, RiskFactor } from '@cambix/contract';
import { asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { customerRisk, customerRiskHistory, users } from '../../platform/db/schema/index.ts';

const reviewer = alias(users, 'reviewer');
const actor = alias(users, 'risk_actor');

const fullName = (table: typeof users) =>
  sql<string>`${table.nombres} || ' ' || ${table.apellidoPaterno} || ' ' || ${table.apellidoMaterno}`;

/** Overdue first (the review day has passed in Lima), then high, medium, low; newest computation first. */
export const overdueSql = (today: string): SQL<boolean> =>
  sql<boolean>`(${customerRisk.level} = 'high' and ${customerRisk.reviewDueOn} < ${today})`.mapWith(Boolean);

/** Customers' levels with their name, document and last reviewer, in the screen's order. */
export function riskQuery(db: Queryable, today: string) {
  return db
    .select({
      userId: customerRisk.userId,
      level: customerRisk.level,
      score: customerRisk.score,
      factors: customerRisk.factors,
      computedAt: customerRisk.computedAt,
      reviewDueOn: customerRisk.reviewDueOn,
      reviewedAt: customerRisk.reviewedAt,
      reviewNote: customerRisk.reviewNote,
      reviewedBy: sql<string | null>`${reviewer.nombres} || ' ' || ${reviewer.apellidoPaterno}`,
      name: fullName(users),
      document: sql<string>`${users.documentType} || ' ' || ${users.documentNumber}`,
      overdue: overdueSql(today),
    })
    .from(customerRisk)
    .innerJoin(users, eq(users.id, customerRisk.userId))
    .leftJoin(reviewer, eq(reviewer.id, customerRisk.reviewedBy))
    .$dynamic();
}

export const RISK_ORDER = (today: string) => [
  desc(overdueSql(today)),
  sql`case ${customerRisk.level} when 'high' then 0 when 'medium' then 1 else 2 end`,
  asc(customerRisk.reviewDueOn),
  desc(customerRisk.computedAt),
  asc(customerRisk.userId),
];

type RiskRow = Awaited<ReturnType<ReturnType<typeof riskQuery>['execute']>>[number];

/** The history of these customers, newest first, with who acted. */
async function historyOf(db: Queryable, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: customerRiskHistory.userId,
      at: customerRiskHistory.at,
      cause: customerRiskHistory.cause,
      fromLevel: customerRiskHistory.fromLevel,
      toLevel: customerRiskHistory.toLevel,
      score: customerRiskHistory.score,
      note: customerRiskHistory.note,
      actor: sql<string | null>`${actor.nombres} || ' ' || ${actor.apellidoPaterno}`,
    })
    .from(customerRiskHistory)
    .leftJoin(actor, eq(actor.id, customerRiskHistory.actorId))
    .where(inArray(customerRiskHistory.userId, [...userIds]))
    .orderBy(desc(customerRiskHistory.at), desc(customerRiskHistory.id));
}

/** The rows as the officer reads them, each with its history. */
export async function toRiskViews(db: Queryable, rows: readonly RiskRow[]): Promise<CustomerRisk[]> {
  const history = await historyOf(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    customer: { id: row.userId, name: row.name, document: row.document },
    level: row.level,
    score: row.score,
    factors: row.factors as RiskFactor[],
    computedAt: row.computedAt.toISOString(),
    reviewDueOn: row.reviewDueOn,
    overdue: row.overdue,
    lastReview:
      row.reviewedAt && row.reviewedBy && row.reviewNote
        ? { at: row.reviewedAt.toISOString(), by: row.reviewedBy, note: row.reviewNote }
        : null,
    history: history
      .filter((entry) => entry.userId === row.userId)
      .map((entry) => ({
        at: entry.at.toISOString(),
        cause: entry.cause as RiskCause,
        fromLevel: entry.fromLevel,
        toLevel: entry.toLevel,
        score: entry.score,
        actor: entry.actor,
        note: entry.note,
      })),
  }));
}
