import crypto from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import type { LinkScope } from '../http/access.ts';
import { sessions } from '../db/schema/index.ts';
import { SESSION_SECONDS } from './tokens.ts';

/** What a token is signed for: which sign-in, and when it happened (seconds since the epoch). */
export interface SessionRef {
  sessionId: string;
  authTime: number;
  /** A session handed over by an order link after the customer's proof (decision 070): it ends with the link. */
  link?: LinkScope | undefined;
}

/** Records a new sign-in; its tokens stand until it ends, or until logout revokes it. */
export async function openSession(
  db: Queryable,
  userId: number,
  now: Date,
  link?: LinkScope,
  /** The sign-in passed a second factor now: step-up counts from it (issue 30). */
  options: { secondFactor?: boolean } = {},
): Promise<SessionRef> {
  const authTime = Math.floor(now.getTime() / 1000);
  const sessionEnd = new Date((authTime + SESSION_SECONDS) * 1000);
  const expiresAt = link && link.expiresAt < sessionEnd ? link.expiresAt : sessionEnd;
  const sessionId = crypto.randomUUID();
  await db
    .insert(sessions)
    .values({
      id: sessionId,
      userId,
      createdAt: now,
      expiresAt,
      secondFactorAt: options.secondFactor ? now : null,
    });
  return { sessionId, authTime, ...(link ? { link } : {}) };
}

/** Sessions whose tokens have all ended; revoked or not, nothing reads them any more. */
export async function forgetEndedSessions(db: Queryable, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
