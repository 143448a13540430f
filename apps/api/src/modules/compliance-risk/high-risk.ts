import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { customerRisk } from '../../platform/db/schema/index.ts';

/**
 * The customer's stored level is high (docs/rules/compliance.md#customer-risk): a query a new order reads
 * as a subquery of its one statement, like the hold and PEP.
 */
export const highRiskQuery = (db: Queryable, userId: number) =>
  db
    .select({ one: sql`1` })
    .from(customerRisk)
    .where(and(eq(customerRisk.userId, userId), eq(customerRisk.level, 'high')));

/** Whether the customer's level is high now, in a statement of its own. */
export async function isHighRisk(db: Queryable, userId: number): Promise<boolean> {
  const rows = await highRiskQuery(db, userId);
  return rows.length > 0;
}
