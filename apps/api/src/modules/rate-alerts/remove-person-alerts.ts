import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { pushSubscriptions, rateAlerts } from '../../platform/db/schema/index.ts';

/** A cancelled account's alerts and browsers go with it (docs/rules/personal-data.md#solicitudes-arco): nothing fires for it again. */
export async function removePersonAlerts(tx: Tx, userId: number): Promise<void> {
  await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  await tx.delete(rateAlerts).where(eq(rateAlerts.userId, userId));
}
