import type { ComplianceAlert } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { complianceAlerts, complianceCaseItems, users } from '../../platform/db/schema/index.ts';

const decider = alias(users, 'decider');

/** Alerts with their customer and who decided them, as the officer reads them. */
export function alertQuery(db: Queryable) {
  return db
    .select({
      id: complianceAlerts.id,
      kind: complianceAlerts.kind,
      status: complianceAlerts.status,
      holds: complianceAlerts.holds,
      score: complianceAlerts.score,
      facts: complianceAlerts.facts,
      createdAt: complianceAlerts.createdAt,
      decidedAt: complianceAlerts.decidedAt,
      decisionReason: complianceAlerts.decisionReason,
      customerId: users.id,
      customerName: sql<string>`${users.nombres} || ' ' || ${users.apellidoPaterno} || ' ' || ${users.apellidoMaterno}`,
      customerDocument: sql<string>`${users.documentType} || ' ' || ${users.documentNumber}`,
      decidedBy: sql<string | null>`${decider.nombres} || ' ' || ${decider.apellidoPaterno}`,
      caseId: sql<
        number | null
      >`(select ${complianceCaseItems.caseId} from ${complianceCaseItems} where ${complianceCaseItems.alertId} = ${complianceAlerts.id})`,
    })
    .from(complianceAlerts)
    .innerJoin(users, eq(users.id, complianceAlerts.userId))
    .leftJoin(decider, eq(decider.id, complianceAlerts.decidedBy));
}

type AlertRow = Awaited<ReturnType<typeof alertQuery>>[number];

export const toAlert = (row: AlertRow): ComplianceAlert => ({
  id: row.id,
  kind: row.kind,
  status: row.status,
  holds: row.holds,
  score: row.score,
  customer: { id: row.customerId, name: row.customerName.trim(), document: row.customerDocument },
  facts: row.facts,
  createdAt: row.createdAt.toISOString(),
  decidedBy: row.decidedBy,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  decisionReason: row.decisionReason,
  caseId: row.caseId,
});
