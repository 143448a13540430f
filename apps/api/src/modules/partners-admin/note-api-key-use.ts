import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerApiKeys } from '../../platform/db/schema/index.ts';

// Writing the last use on every call would make each request a write; a minute is as precise as it needs.
const LAST_USED_PRECISION_MS = 60_000;

/** Stamps when the key was last used, as the partner sees it next to the key, at most once a minute. */
export async function noteApiKeyUse(db: Queryable, keyId: number, now: Date): Promise<void> {
  await db
    .update(partnerApiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(partnerApiKeys.id, keyId),
        or(
          isNull(partnerApiKeys.lastUsedAt),
          lt(partnerApiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_PRECISION_MS)),
        ),
      ),
    );
}
