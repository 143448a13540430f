import {
  PARTNER_API_KEY_PREFIX,
  PARTNER_API_TEST_KEY_PREFIX,
  PARTNER_API_VERSION_HEADER,
  PARTNER_API_VERSIONS,
  type PartnerApiVersion,
} from '@cambix/contract';
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
  /** The version the request is answered in: the one it names, or its key's. */
  version: PartnerApiVersion;
  /** A test key's request: it reaches sandbox orders only (docs/rules/partners.md#sandbox). */
  sandbox: boolean;
}

const KNOWN_VERSIONS: ReadonlySet<string> = new Set(PARTNER_API_VERSIONS.map(({ version }) => version));

/** The version a request names in `Cambix-Version`, or null; a version that never existed is refused. */
function requestedVersion(request: FastifyRequest): PartnerApiVersion | null {
  const named = request.headers[PARTNER_API_VERSION_HEADER.toLowerCase()];
  if (named === undefined) return null;
  const version = String(named).trim();
  if (!KNOWN_VERSIONS.has(version)) throw new AppError('PARTNER_API_VERSION_UNKNOWN');
  return version as PartnerApiVersion;
}

const scopes = new WeakMap<FastifyRequest, PartnerKeyScope>();

/** The key of `Authorization: Bearer cbx_live_…` (or `cbx_test_…`), or null. */
export function bearerKeyOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  const key = match?.[1];
  return key?.startsWith(PARTNER_API_KEY_PREFIX) || key?.startsWith(PARTNER_API_TEST_KEY_PREFIX) ? key : null;
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
  const version = requestedVersion(request) ?? (found.apiVersion as PartnerApiVersion);
  await noteApiKeyUse(ctx.db, found.keyId, ctx.now());
  scopes.set(request, {
    keyId: found.keyId,
    partnerId: found.partnerId,
    version,
    sandbox: found.mode === 'test',
  });
}

async function findLiveKey(ctx: AppContext, key: string | null) {
  if (!key) return undefined;
  const [found] = await ctx.db
    .select({
      keyId: partnerApiKeys.id,
      partnerId: partners.id,
      apiVersion: partnerApiKeys.apiVersion,
      mode: partnerApiKeys.mode,
    })
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

/** The version `authenticatePartnerKey` answers the request in; null before a key was accepted. */
export function answeredVersionOf(request: FastifyRequest): PartnerApiVersion | null {
  return scopes.get(request)?.version ?? null;
}
