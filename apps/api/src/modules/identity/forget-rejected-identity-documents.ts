import { and, eq, exists, inArray, lte, not } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { identityDocuments, orders, users } from '../../platform/db/schema/index.ts';
import { pastRetention } from '../../platform/db/deadline.ts';
import { REJECTED_IDENTITY_PHOTOS_MS } from '../../platform/retention-periods.ts';

export interface ForgottenIdentityDocuments {
  ids: number[];
  userIds: number[];
  /** The caller deletes these files once its transaction commits. */
  storageKeys: string[];
}

/**
 * One batch of the identity photos of registrations rejected more than their retention ago and never sent
 * again (decision 173), those sent up to the rejection: rows out of the database, like a cancellation's (`removeIdentityDocuments`). A
 * customer with any order keeps them: they are the identification behind operations the law makes Cambix
 * keep ten years. At the limit the photos stay; one millisecond past it, they go.
 */
export async function forgetRejectedIdentityDocuments(
  db: Queryable,
  now: Date,
  limit: number,
): Promise<ForgottenIdentityDocuments> {
  const due = db
    .select({ id: identityDocuments.id })
    .from(identityDocuments)
    .innerJoin(users, eq(users.id, identityDocuments.userId))
    .where(
      and(
        eq(users.accountStatus, 'RECHAZADO'),
        pastRetention(users.reviewedAt, now, REJECTED_IDENTITY_PHOTOS_MS),
        // A photo sent after the rejection belongs to a new attempt, not to the rejected registration.
        lte(identityDocuments.createdAt, users.reviewedAt),
        not(exists(db.select({ id: orders.id }).from(orders).where(eq(orders.userId, users.id)))),
      ),
    )
    .limit(limit);
  const removed = await db.delete(identityDocuments).where(inArray(identityDocuments.id, due)).returning({
    id: identityDocuments.id,
    userId: identityDocuments.userId,
    storageKey: identityDocuments.storageKey,
  });
  return {
    ids: removed.map((row) => row.id).sort((a, b) => a - b),
    userIds: [...new Set(removed.map((row) => row.userId))],
    storageKeys: removed.map((row) => row.storageKey),
  };
}
