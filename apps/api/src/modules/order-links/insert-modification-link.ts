import type { Queryable } from '../../platform/db/client.ts';
import { orderLinks } from '../../platform/db/schema/index.ts';
import { MODIFICATION_LINK_HOURS } from './link-facts.ts';

const HOUR_MS = 3_600_000;

/**
 * A new modification link for the order (docs/rules/order-links.md), made by staff observing it or by the
 * customer from the app. Its code is the caller's draw (drawCode): a taken one fails with
 * order_links_code_unique, and the caller's withFreshCode draws again.
 */
export async function insertModificationLink(
  db: Queryable,
  link: { code: string; orderId: number; userId: number; createdBy: number },
  now: Date,
): Promise<{ code: string; expiresAt: Date }> {
  const [created] = await db
    .insert(orderLinks)
    .values({
      kind: 'modification',
      ...link,
      expiresAt: new Date(now.getTime() + MODIFICATION_LINK_HOURS * HOUR_MS),
      createdAt: now,
    })
    .returning({ code: orderLinks.code, expiresAt: orderLinks.expiresAt });
  if (!created) throw new Error('modification link not inserted');
  return created;
}
