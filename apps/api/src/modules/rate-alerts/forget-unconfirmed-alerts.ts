import { and, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { pastRetention } from '../../platform/db/deadline.ts';
import { rateAlerts } from '../../platform/db/schema/index.ts';
import { UNCONFIRMED_VISITOR_ALERT_MS } from '../../platform/retention-periods.ts';

/**
 * One batch (up to `limit`) of visitors' alerts whose link was never opened within their period: the
 * address was never proven to want them, so it goes with the alert (docs/rules/personal-data.md, Retención).
 * An unconfirmed alert has no browser subscribed (only an opened link subscribes one). Returns their ids.
 */
export async function forgetUnconfirmedVisitorAlerts(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<number[]> {
  const due = db
    .select({ id: rateAlerts.id })
    .from(rateAlerts)
    .where(
      and(
        isNotNull(rateAlerts.email),
        isNull(rateAlerts.confirmedAt),
        pastRetention(rateAlerts.createdAt, now, UNCONFIRMED_VISITOR_ALERT_MS),
      ),
    )
    .limit(limit);
  const removed = await db
    .delete(rateAlerts)
    .where(inArray(rateAlerts.id, due))
    .returning({ id: rateAlerts.id });
  return removed.map((row) => row.id);
}
