import type { ChallengeAnswer, Session } from '@cambix/contract';
import { normalizeDocumentNumber } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { decryptPassword } from '../../platform/security/password-decryption.ts';
import { verifyPassword } from '../../platform/security/passwords.ts';
import { sessionAfterPassword } from '../second-factor/index.ts';
import type { DeviceSeen } from '../../platform/security/sessions.ts';
import { signsIn } from './signs-in.ts';
import {
  accountSubject,
  assertNotLocked,
  clearFailures,
  identifierSubject,
  readThrottle,
  recordFailure,
  throttledError,
  type ThrottleScope,
  type ThrottleSubject,
} from './attempt-throttle.ts';
import type { UserRow } from './session.ts';
import { acceptChallenge, issueChallenge } from './sign-in-challenge.ts';

/** What the account lookup compares: a lower-cased email, or a document number without separators. */
export function normalizeIdentifier(identifier: string): string {
  const value = identifier.trim();
  return value.includes('@') ? value.toLowerCase() : normalizeDocumentNumber(value);
}

/** A person signs in with their document number or their email. */
export async function findUserByIdentifier(db: Queryable, identifier: string): Promise<UserRow | undefined> {
  const value = normalizeIdentifier(identifier);
  const condition = value.includes('@') ? eq(users.email, value) : eq(users.documentNumber, value);
  const [user] = await db.select().from(users).where(and(condition, signsIn));
  return user;
}

/**
 * Whose attempts count: the account however it was written (document with dots or dashes, email in any
 * case), or the normalised identifier when it matches none, so both answer alike (decision 060).
 */
export function attemptSubject(scope: ThrottleScope, identifier: string, user: UserRow | undefined) {
  return user ? accountSubject(scope, user.id) : identifierSubject(scope, normalizeIdentifier(identifier));
}

/**
 * Locked: refused with the wait. After a few failures: refused until a solved challenge comes along.
 * Returns whether there are failures a success should clear.
 */
async function assertMayTryPassword(
  ctx: AppContext,
  subject: ThrottleSubject,
  challenge: ChallengeAnswer | undefined,
): Promise<boolean> {
  const state = await readThrottle(ctx, subject);
  assertNotLocked(state, ctx.now());
  if (state.challengeRequired && !(await acceptChallenge(ctx, challenge))) {
    throw new AppError('AUTH_CHALLENGE_REQUIRED', { extra: { challenge: issueChallenge(ctx) } });
  }
  return state.failures > 0;
}

export async function login(
  ctx: AppContext,
  input: {
    identifier: string;
    encryptedPassword: string;
    challenge?: ChallengeAnswer | undefined;
    device?: DeviceSeen;
  },
): Promise<Session> {
  const password = await decryptPassword(ctx, input.encryptedPassword);
  const user = await findUserByIdentifier(ctx.db, input.identifier);
  const subject = attemptSubject('sign-in', input.identifier, user);
  const hadFailures = await assertMayTryPassword(ctx, subject, input.challenge);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) {
    const state = await recordFailure(ctx, subject);
    if (state.lockedUntil) throw throttledError(state.lockedUntil, ctx.now());
    throw new AppError('AUTH_INVALID_CREDENTIALS');
  }
  if (user.accountStatus === 'BLOQUEADO') throw new AppError('AUTH_ACCOUNT_BLOCKED');
  // Most sign-ins follow none: no write for them (a row of forgotten failures counts for nothing).
  if (hadFailures) await clearFailures(ctx, subject);
  return sessionAfterPassword(ctx, user, input.device ?? null);
}
