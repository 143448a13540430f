import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { pastRetention } from '../../platform/db/deadline.ts';
import { partnerSandboxOrders } from '../../platform/db/schema/index.ts';
import { SANDBOX_ORDER_MS } from '../../platform/retention-periods.ts';

/**
 * One batch (up to `limit`) of sandbox orders left unmoved past their period: test data, though a partner may
 * have typed a real person's document into it (docs/rules/partners.md#sandbox). Returns their ids.
 */
export async function forgetSandboxOrders(db: Queryable, now: Date, limit: number): Promise<number[]> {
  const due = db
    .select({ id: partnerSandboxOrders.id })
    .from(partnerSandboxOrders)
    .where(pastRetention(partnerSandboxOrders.updatedAt, now, SANDBOX_ORDER_MS))
    .limit(limit);
  const removed = await db
    .delete(partnerSandboxOrders)
    .where(inArray(partnerSandboxOrders.id, due))
    .returning({ id: partnerSandboxOrders.id });
  return removed.map((row) => row.id);
}
