import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { orderLinks } from '../../platform/db/schema/index.ts';
import { openAt } from '../../platform/db/deadline.ts';

/** Ends the order's live modification links: a new observation replaces them, a cancellation closes them. */
export async function endModificationLinks(tx: Tx, orderId: number, now: Date): Promise<void> {
  await tx
    .update(orderLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(orderLinks.orderId, orderId),
        eq(orderLinks.kind, 'modification'),
        openAt(orderLinks.expiresAt, now),
      ),
    );
}
