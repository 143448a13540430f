import crypto from 'node:crypto';
import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { authThrottle } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { isPast } from '@cambix/contract';
import { pastAt, pastRetention } from '../../platform/db/deadline.ts';
import { SIGN_IN_FAILURES_MS } from '../../platform/retention-periods.ts';

/**
 * What is counted: password guesses at sign-in, old-password guesses at a change, mailed sign-in links,
 * mailed recovery links, second-factor proofs (after the password and at step-up).
 */
export type ThrottleScope =
  'sign-in' | 'password-change' | 'sign-in-link' | 'password-reset' | 'second-factor';

interface ThrottlePolicy {
  /** From this many recent failures on, the next attempt must bring a solved challenge; null = never. */
  challengeAfter: number | null;
  /** The failure that reaches this count (at least 2) locks the subject… */
  lockAfter: number;
  /** …for the first of these lengths; each further failure takes the next one (the last one repeats). */
  lockMinutes: readonly number[];
  /** Failures older than this are forgotten. */
  forgetAfterMs: number;
}

const DAY_MS = SIGN_IN_FAILURES_MS;

/** Counts mails sent, not failures: three links, then one after 15 minutes, then one an hour. */
const MAILED_LINKS: ThrottlePolicy = {
  challengeAfter: null,
  lockAfter: 3,
  lockMinutes: [15, 60],
  forgetAfterMs: 60 * 60_000,
};

/** Decision 060: progressive, per account, shared by every instance. */
export const THROTTLE_POLICIES: Record<ThrottleScope, ThrottlePolicy> = {
  'sign-in': { challengeAfter: 3, lockAfter: 5, lockMinutes: [1, 5, 15, 60], forgetAfterMs: DAY_MS },
  'password-change': {
    challengeAfter: null,
    lockAfter: 5,
    lockMinutes: [1, 5, 15, 60],
    forgetAfterMs: DAY_MS,
  },
  'sign-in-link': MAILED_LINKS,
  'password-reset': MAILED_LINKS,
  // Six digits are guessed faster than a password: the lock starts sooner (issue 30).
  'second-factor': { challengeAfter: null, lockAfter: 5, lockMinutes: [5, 15, 60], forgetAfterMs: DAY_MS },
};

/** Whose attempts are counted: an account, or (for an identifier matching none) the normalised identifier. */
export interface ThrottleSubject {
  scope: ThrottleScope;
  key: string;
}

export function accountSubject(scope: ThrottleScope, userId: number): ThrottleSubject {
  return { scope, key: `${scope}:u${userId}` };
}

/** `normalized` must be what the account lookup compares (lower-cased email, normalised document). */
export function identifierSubject(scope: ThrottleScope, normalized: string): ThrottleSubject {
  return { scope, key: `${scope}:i${crypto.createHash('sha256').update(normalized).digest('hex')}` };
}

export interface ThrottleState {
  /** Recent failures, forgotten ones excluded. */
  failures: number;
  lockedUntil: Date | null;
  challengeRequired: boolean;
}

function stateOf(
  policy: ThrottlePolicy,
  row: { failures: number; lastFailureAt: Date; blockedUntil: Date | null } | undefined,
  now: Date,
): ThrottleState {
  const failures = row && !isPast(row.lastFailureAt.getTime() + policy.forgetAfterMs, now) ? row.failures : 0;
  const lockedUntil = row?.blockedUntil && !isPast(row.blockedUntil, now) ? row.blockedUntil : null;
  return {
    failures,
    lockedUntil,
    challengeRequired: policy.challengeAfter !== null && failures >= policy.challengeAfter,
  };
}

export async function readThrottle(ctx: AppContext, subject: ThrottleSubject): Promise<ThrottleState> {
  const [row] = await ctx.db.select().from(authThrottle).where(eq(authThrottle.key, subject.key));
  return stateOf(THROTTLE_POLICIES[subject.scope], row, ctx.now());
}

/** The refusal for a locked subject, with the wait in words and in seconds (the web counts it down). */
export function throttledError(lockedUntil: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError('AUTH_THROTTLED', {
    message: `Demasiados intentos fallidos. Espera ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'} antes de volver a intentarlo.`,
    extra: { retryAfterSeconds: seconds },
  });
}

export function assertNotLocked(state: ThrottleState, now: Date): void {
  if (state.lockedUntil) throw throttledError(state.lockedUntil, now);
}

/** The lock a failure count earns, as SQL over `failures` (the count after this failure). */
function lockExpression(policy: ThrottlePolicy, failures: SQL, now: Date): SQL {
  const steps = policy.lockMinutes.map((minutes, index) => ({
    from: policy.lockAfter + index,
    until: new Date(now.getTime() + minutes * 60_000),
  }));
  const branches = [...steps]
    .reverse()
    .map((step) => sql`when ${failures} >= ${step.from} then ${step.until}::timestamptz`);
  return sql`case ${sql.join(branches, sql` `)} else null end`;
}

/** Counts one failure in one statement (concurrent failures on several instances all count). */
export async function recordFailure(ctx: AppContext, subject: ThrottleSubject): Promise<ThrottleState> {
  const policy = THROTTLE_POLICIES[subject.scope];
  const now = ctx.now();
  const forgetBefore = new Date(now.getTime() - policy.forgetAfterMs);
  const next = sql`case when ${authThrottle.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${authThrottle.failures} + 1 end`;
  const [row] = await ctx.db
    .insert(authThrottle)
    .values({
      key: subject.key,
      failures: 1,
      lastFailureAt: now,
      // A first failure never locks: every policy's lockAfter is above 1.
      blockedUntil: null,
    })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: { failures: next, lastFailureAt: now, blockedUntil: lockExpression(policy, next, now) },
    })
    .returning();
  return stateOf(policy, row, now);
}

export async function clearFailures(ctx: AppContext, subject: ThrottleSubject): Promise<void> {
  await ctx.db.delete(authThrottle).where(eq(authThrottle.key, subject.key));
}

/**
 * One batch of rows whose failures are past their retention (every policy forgets within it) and whose lock
 * has passed; answers how many went (the keys name the account).
 */
export async function forgetOldFailures(db: Queryable, now: Date, limit: number): Promise<number> {
  const due = db
    .select({ key: authThrottle.key })
    .from(authThrottle)
    .where(
      and(
        pastRetention(authThrottle.lastFailureAt, now, SIGN_IN_FAILURES_MS),
        or(isNull(authThrottle.blockedUntil), pastAt(authThrottle.blockedUntil, now)),
      ),
    )
    .limit(limit);
  const removed = await db
    .delete(authThrottle)
    .where(inArray(authThrottle.key, due))
    .returning({ key: authThrottle.key });
  return removed.length;
}
