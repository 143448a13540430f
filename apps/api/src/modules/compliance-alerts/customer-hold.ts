import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { complianceAlerts } from '../../platform/db/schema/index.ts';

/**
 * docs/rules/compliance.md#hold: a customer is on hold while an alert that holds is open or confirmed. On
 * hold, no new order is accepted and no order is paid out; the customer is never told why.
 */
export function holdingAlertQuery(db: Queryable, userId: number) {
  return db
    .select({ id: complianceAlerts.id })
    .from(complianceAlerts)
    .where(
      and(
        eq(complianceAlerts.userId, userId),
        eq(complianceAlerts.holds, true),
        ne(complianceAlerts.status, 'discarded'),
      ),
    )
    .limit(1);
}

/** Whether the customer is on hold, in a statement of its own; a new order reads it with its other inputs. */
export async function isOnHold(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await holdingAlertQuery(db, userId);
  return row !== undefined;
}
