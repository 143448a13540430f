import { eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { identityDocuments } from '../../platform/db/schema/index.ts';

/**
 * Every identity photo of a person, current and replaced, leaves the database (a carried-out cancellation,
 * decision 169). Answers their storage keys: the caller deletes the files once its transaction commits.
 */
export async function removeIdentityDocuments(db: Queryable, userId: number): Promise<string[]> {
  const removed = await db
    .delete(identityDocuments)
    .where(eq(identityDocuments.userId, userId))
    .returning({ storageKey: identityDocuments.storageKey });
  return removed.map((row) => row.storageKey);
}
