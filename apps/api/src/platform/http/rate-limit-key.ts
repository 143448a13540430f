import { normalizeIP } from '@fastify/rate-limit';
import type { Endpoint } from '@cambix/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context.ts';
import { verifySessionToken } from '../security/tokens.ts';

type Limit = {
  max: number;
  timeWindow: string;
  keyGenerator?: (request: FastifyRequest) => string | Promise<string>;
};

/** Callers without a session of their own: an application key, an API key (counted per key), anyone. */
const SESSIONLESS = new Set(['open', 'anyClient', 'apiKey']);

/**
 * Who a limit counts: on a route only a session opens, the account its token names once the token's signature
 * holds (checked here without the database: a forged or expired token counts against its address), so one
 * account never spends another's allowance behind a shared address, nor gets more from many addresses. A route
 * open to anyone counts per address (its /64 for IPv6), as do routes that name their own key.
 */
export function countedPerAccount(
  ctx: AppContext,
  endpoint: Endpoint,
  limit: Limit | undefined,
): Limit | undefined {
  if (!limit || limit.keyGenerator || SESSIONLESS.has(endpoint.callers.access.kind)) return limit;
  return {
    ...limit,
    keyGenerator: async (request) => {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
      const claims = match
        ? await verifySessionToken(ctx.keys.jwtSecret, match[1]!, ctx.now()).catch(() => null)
        : null;
      return claims ? `account:${claims.userId}` : normalizeIP(request.ip);
    },
  };
}
