import { and, eq, isNotNull } from 'drizzle-orm';
import type { AppContext, CacheReader } from '../context.ts';
import { sessions, users } from '../db/schema/index.ts';
import { openAt } from '../db/deadline.ts';

/**
 * What decides whether a user's tokens still stand, kept per instance (docs/decisions/115): the role and
 * token version tokens must match, whether the account is blocked, and the sessions logged out whose tokens
 * have not yet ended. A session that is not logged out stands: a token names only sessions we opened, and a
 * session row goes only after all its tokens have expired.
 */
export interface PrincipalStanding {
  roleId: number;
  tokenVersion: number;
  accountStatus: string;
  revokedSessions: ReadonlySet<string>;
}

const standingCacheName = (userId: number): string => `principal:${userId}`;

/** The user's standing, read once per instance and kept until `forgetPrincipal`; undefined for no such user. */
export function principalStanding(ctx: CacheReader & Pick<AppContext, 'now'>, userId: number) {
  return ctx.cache.get(standingCacheName(userId), () => readStanding(ctx, userId));
}

async function readStanding(
  ctx: CacheReader & Pick<AppContext, 'now'>,
  userId: number,
): Promise<PrincipalStanding | undefined> {
  const rows = await ctx.db
    .select({
      roleId: users.roleId,
      tokenVersion: users.tokenVersion,
      accountStatus: users.accountStatus,
      revokedSession: sessions.id,
    })
    .from(users)
    .leftJoin(
      sessions,
      and(
        eq(sessions.userId, users.id),
        isNotNull(sessions.revokedAt),
        openAt(sessions.expiresAt, ctx.now()),
      ),
    )
    .where(eq(users.id, userId));
  const [first] = rows;
  if (!first) return undefined;
  const revokedSessions = new Set<string>();
  for (const row of rows) if (row.revokedSession) revokedSessions.add(row.revokedSession);
  return {
    roleId: first.roleId,
    tokenVersion: first.tokenVersion,
    accountStatus: first.accountStatus,
    revokedSessions,
  };
}

/**
 * Call after a change to a user's role, token version, account status or sessions has committed: every
 * instance reads the standing again before it accepts the user's next token.
 */
export function forgetPrincipal(ctx: Pick<AppContext, 'cache'>, userId: number): Promise<void> {
  return ctx.cache.forget(standingCacheName(userId));
}
