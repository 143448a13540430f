import { normalizeIP } from '@fastify/rate-limit';
import type { Endpoint } from '@cambix/contract';
import type { AppContext } from '../context.ts';
import { verifySessionToken } from '../security/tokens.ts';
import { sessionTokenOf } from './access.ts';
import type { RouteAdditions } from './route.ts';

type Limit = NonNullable<RouteAdditions<never>['rateLimit']>;

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
      const token = sessionTokenOf(request);
      const claims = token
        ? await verifySessionToken(ctx.keys.jwtSecret, token, ctx.now()).catch(() => null)
        : null;
      return claims ? `account:${claims.userId}` : normalizeIP(request.ip);
    },
  };
}
