import { PARTNER_API_KEY_PREFIX } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context.ts';
import { partnerApiKeys, partners } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { apiKeyHash, noteApiKeyUse } from '../partners-admin/index.ts';
import type { FailedKeyLimit } from './failed-key-limit.ts';

/** The partner a request's key belongs to. */
export interface PartnerKeyScope {
  keyId: number;
  partnerId: number;
}

const scopes = new WeakMap<FastifyRequest, PartnerKeyScope>();

/** The key of `Authorization: Bearer cbx_live_…`, or null. */
export function bearerKeyOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const key = match?.[1];
  return key?.startsWith(PARTNER_API_KEY_PREFIX) ? key : null;
}

/**
 * Checks the request's API key (docs/rules/partners.md#partner-api): looked up by its SHA-256, so the key
 * itself is never compared; a revoked key, or one of an inactive partner, is refused on the very next
 * request. Anything else, a session token included, is refused the same way. Every refusal counts against
 * the caller's address, and an address past its failures is refused before any key is looked at
 * (decision 130): a correct key does not clear them, or one partner's own key would reset its guessing.
 */
export async function authenticatePartnerKey(
  ctx: AppContext,
  request: FastifyRequest,
  failures: FailedKeyLimit,
): Promise<void> {
  await failures.assertOpen(request);
  const found = await findLiveKey(ctx, bearerKeyOf(request));
  if (!found) {
    await failures.countFailure(request);
    throw new AppError('PARTNER_API_KEY_INVALID');
  }
  await noteApiKeyUse(ctx.db, found.keyId, ctx.now());
  scopes.set(request, found);
}

async function findLiveKey(ctx: AppContext, key: string | null): Promise<PartnerKeyScope | undefined> {
  if (!key) return undefined;
  const [found] = await ctx.db
    .select({ keyId: partnerApiKeys.id, partnerId: partners.id })
    .from(partnerApiKeys)
    .innerJoin(partners, eq(partners.id, partnerApiKeys.partnerId))
    .where(
      and(
        eq(partnerApiKeys.keyHash, apiKeyHash(key)),
        isNull(partnerApiKeys.revokedAt),
        eq(partners.active, true),
      ),
    );
  return found;
}

/** The partner `authenticatePartnerKey` let the request through for. */
export function partnerKeyOf(request: FastifyRequest): PartnerKeyScope {
  const scope = scopes.get(request);
  if (!scope) throw new Error('partner API route reached without its key check');
  return scope;
}
