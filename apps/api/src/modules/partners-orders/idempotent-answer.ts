import crypto from 'node:crypto';
import type { PartnerOrder } from '@cambix/contract';
import { and, eq, gt, lte } from 'drizzle-orm';
import { stringify } from 'safe-stable-stringify';
import type { Queryable } from '../../platform/db/client.ts';
import { partnerIdempotentAnswers } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { PartnerOrderFields } from './create-partner-order.ts';

/** How long the same request under its key gets its first answer again (docs/rules/partners.md#idempotency). */
export const IDEMPOTENT_ANSWER_MS = 24 * 60 * 60 * 1000;

/** The request a key is used with, as SHA-256 of its JSON with sorted keys (the key itself left out). */
export function requestFingerprint(input: PartnerOrderFields): string {
  const { idempotencyKey: _key, ...request } = input;
  return crypto.createHash('sha256').update(stringify(request)).digest('hex');
}

/**
 * Refuses a key used before with another request. An order kept before fingerprints were (null) is taken as
 * the same request, as it always was.
 */
export function assertSameRequest(kept: string | null, fingerprint: string): void {
  if (kept !== null && kept !== fingerprint) throw new AppError('PARTNER_IDEMPOTENCY_KEY_REUSED');
}

const oldestKept = (now: Date) => new Date(now.getTime() - IDEMPOTENT_ANSWER_MS);

/** Whether a first answer given at `givenAt` is still the one to replay at `now` (younger than 24 hours). */
export const isAnswerKept = (givenAt: Date, now: Date): boolean => givenAt > oldestKept(now);

/** The first answer to the partner's key, while it is younger than 24 hours; null after. */
export async function keptAnswer(
  db: Queryable,
  partnerId: number,
  key: string,
  now: Date,
): Promise<PartnerOrder | null> {
  const [row] = await db
    .select({ answer: partnerIdempotentAnswers.answer })
    .from(partnerIdempotentAnswers)
    .where(
      and(
        eq(partnerIdempotentAnswers.partnerId, partnerId),
        eq(partnerIdempotentAnswers.idempotencyKey, key),
        gt(partnerIdempotentAnswers.createdAt, oldestKept(now)),
      ),
    );
  return (row?.answer as PartnerOrder | undefined) ?? null;
}

/** Keeps the first answer to a new key, and deletes the partner's answers 24 hours old or older. */
export async function keepAnswer(
  db: Queryable,
  partnerId: number,
  key: string,
  answer: PartnerOrder,
  now: Date,
): Promise<void> {
  await db
    .delete(partnerIdempotentAnswers)
    .where(
      and(
        eq(partnerIdempotentAnswers.partnerId, partnerId),
        lte(partnerIdempotentAnswers.createdAt, oldestKept(now)),
      ),
    );
  await db
    .insert(partnerIdempotentAnswers)
    .values({ partnerId, idempotencyKey: key, answer, createdAt: now })
    .onConflictDoNothing();
}
