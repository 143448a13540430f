import { isPast } from '@cambix/contract';
import crypto from 'node:crypto';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client.ts';
import type { LinkScope } from '../http/access.ts';
import { sessions, users } from '../db/schema/index.ts';
import { SESSION_SECONDS } from './tokens.ts';
import { openAt, pastRetention } from '../db/deadline.ts';
import { ENDED_SESSION_MS } from '../retention-periods.ts';

/** What a token is signed for: which sign-in, and when it happened (seconds since the epoch). */
export interface SessionRef {
  sessionId: string;
  authTime: number;
  /** A session handed over by an order link after the customer's proof (decision 070): it ends with the link. */
  link?: LinkScope | undefined;
}

/** The device a sign-in comes from, as its request tells: what the person sees in their list of sessions. */
export interface DeviceSeen {
  userAgent: string | null;
  address: string;
}

// A User-Agent is a few hundred characters; anything longer is not a browser's and is not kept whole.
const USER_AGENT_MAX = 512;

export function deviceOf(request: FastifyRequest): DeviceSeen {
  const userAgent = request.headers['user-agent'];
  return { userAgent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null, address: request.ip };
}

/** Records a new sign-in from `device`; its tokens stand until it ends, or until it is ended or logged out. */
export async function openSession(
  db: Queryable,
  userId: number,
  now: Date,
  device: DeviceSeen | null,
  link?: LinkScope,
  /** The sign-in passed a second factor now: step-up counts from it (issue 30). */
  options: { secondFactor?: boolean } = {},
): Promise<SessionRef> {
  const authTime = Math.floor(now.getTime() / 1000);
  const sessionEnd = new Date((authTime + SESSION_SECONDS) * 1000);
  // A link-bound session ends with its link when the link ends first.
  const expiresAt = link && isPast(link.expiresAt, sessionEnd) ? link.expiresAt : sessionEnd;
  const sessionId = crypto.randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    createdAt: now,
    expiresAt,
    userAgent: device?.userAgent ?? null,
    address: device?.address ?? null,
    lastSeenAt: now,
    secondFactorAt: options.secondFactor ? now : null,
  });
  return { sessionId, authTime, ...(link ? { link } : {}) };
}

/**
 * Ends a person's sessions but `keep` (none when null): the token version moves on, so every token signed
 * before is refused, and the session rows close, so the list of devices shows none of them open. The caller
 * forgets the person's standing and publishes `user.sessions-revoked` after its commit (sockets close).
 * Every path that ends sessions (password, email, role, block) calls this.
 */
export async function endSessions(
  tx: Queryable,
  userId: number,
  now: Date,
  keep: string | null = null,
): Promise<void> {
  await tx
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? ne(sessions.id, keep) : undefined),
    );
}

/** Ends one open session of the person (a logout, or a device ended from the list): true when it was open. */
export async function endOneSession(
  db: Queryable,
  session: { userId: number; sessionId: string },
  now: Date,
): Promise<boolean> {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, session.sessionId),
        eq(sessions.userId, session.userId),
        isNull(sessions.revokedAt),
        openAt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Records on the session row that it proved the second factor at `now` (step-up reads it). */
export async function recordSecondFactor(
  db: Queryable,
  session: { userId: number; sessionId: string },
  now: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ secondFactorAt: now })
    .where(and(eq(sessions.id, session.sessionId), eq(sessions.userId, session.userId)));
}

/**
 * One batch of sessions whose tokens ended more than their retention ago (revoked or not, nothing reads them
 * any more); answers their ids. At the limit a session stays; one millisecond past it, it goes.
 */
export async function forgetEndedSessions(db: Queryable, now: Date, limit: number): Promise<string[]> {
  const due = db
    .select({ id: sessions.id })
    .from(sessions)
    .where(pastRetention(sessions.expiresAt, now, ENDED_SESSION_MS))
    .limit(limit);
  const removed = await db.delete(sessions).where(inArray(sessions.id, due)).returning({ id: sessions.id });
  return removed.map((row) => row.id);
}
