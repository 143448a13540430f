import { pendingConsents, ROLE_IDS, type ConsentDocument } from '@cambix/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { latestConsents } from '../db/latest-consents.ts';
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
  /** A customer's texts to accept again before going on (decision 167); empty for anyone else. */
  pendingConsents: readonly ConsentDocument[];
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
    pendingConsents:
      first.roleId === ROLE_IDS.Cliente ? pendingConsents(await latestConsents(ctx.db, userId)) : [],
  };
}

/**
 * Call after a change to a user's role, token version, account status, sessions or consents has committed: every
 * instance reads the standing again before it accepts the user's next token.
 */
export function forgetPrincipal(ctx: Pick<AppContext, 'cache'>, userId: number): Promise<void> {
  return ctx.cache.forget(standingCacheName(userId));
}
