import { and, inArray, isNull } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { partnerShares } from '../../platform/db/schema/index.ts';

/**
 * Marks the shares as paid by the settlement; only those still unsettled are marked. Answers how many were:
 * fewer than asked means another settlement took one meanwhile.
 */
export async function markSharesSettled(tx: Tx, shareIds: number[], settlementId: number): Promise<number> {
  const marked = await tx
    .update(partnerShares)
    .set({ settlementId })
    .where(and(inArray(partnerShares.id, shareIds), isNull(partnerShares.settlementId)))
    .returning({ id: partnerShares.id });
  return marked.length;
}
