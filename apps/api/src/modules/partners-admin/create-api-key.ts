import crypto from 'node:crypto';
import {
  LATEST_PARTNER_API_VERSION,
  PARTNER_API_KEY_PREFIX,
  PARTNER_API_TEST_KEY_PREFIX,
  type ApiKeyRequest,
  type CreatedApiKey,
} from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partnerApiKeys } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { toPartnerApiKey } from './api-key-view.ts';
import { callerPartnerId } from './caller-partner.ts';

/** How much of a key is kept in clear, to tell keys apart: the prefix and a few random characters. */
const SHOWN_CHARACTERS = 12;

/** The SHA-256 a key is kept and looked up as (docs/rules/partners.md#partner-api). */
export const apiKeyHash = (key: string): string => crypto.createHash('sha256').update(key).digest('hex');

/**
 * A new API key of the caller's partner: the whole key is in this answer only. A `test` key is a sandbox
 * key (docs/rules/partners.md#sandbox), told apart by its prefix.
 */
export async function createApiKey(
  ctx: AppContext,
  caller: Principal,
  input: Required<ApiKeyRequest>,
): Promise<CreatedApiKey> {
  const partnerId = await callerPartnerId(ctx.db, caller);
  const prefix = input.mode === 'test' ? PARTNER_API_TEST_KEY_PREFIX : PARTNER_API_KEY_PREFIX;
  const key = `${prefix}${crypto.randomBytes(32).toString('base64url')}`;
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(partnerApiKeys)
      .values({
        partnerId,
        name: input.name,
        prefix: key.slice(0, SHOWN_CHARACTERS),
        keyHash: apiKeyHash(key),
        apiVersion: LATEST_PARTNER_API_VERSION,
        mode: input.mode,
        createdBy: caller.userId,
        createdAt: ctx.now(),
      })
      .returning();
    if (!created) throw new Error('insert returned no API key');
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'partner.api-key.create',
      targetType: 'partner',
      targetId: partnerId,
      after: {
        keyId: created.id,
        name: created.name,
        prefix: created.prefix,
        version: created.apiVersion,
        mode: created.mode,
      },
    });
    return created;
  });
  return { ...toPartnerApiKey(row), key };
}
