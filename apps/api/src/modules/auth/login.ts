import type { Session } from '@cambix/contract';
import { normalizeDocumentNumber } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { decryptPassword } from '../../platform/security/password-decryption.ts';
import { verifyPassword } from '../../platform/security/passwords.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './login-throttle.ts';
import { buildSession, type UserRow } from './session.ts';

/** A person signs in with their document number or their email. */
export async function findUserByIdentifier(db: Queryable, identifier: string): Promise<UserRow | undefined> {
  const value = identifier.trim();
  const condition = value.includes('@')
    ? eq(users.email, value.toLowerCase())
    : eq(users.documentNumber, normalizeDocumentNumber(value));
  const [user] = await db.select().from(users).where(condition);
  return user;
}

export async function login(
  ctx: AppContext,
  input: { identifier: string; encryptedPassword: string },
): Promise<Session> {
  await assertNotThrottled(ctx, input.identifier);
  const password = decryptPassword(ctx.keys, input.encryptedPassword);
  const user = await findUserByIdentifier(ctx.db, input.identifier);
  const matches = await verifyPassword(user?.passwordHash, password);
  if (!user || !matches) {
    await recordFailure(ctx, input.identifier);
    throw new AppError('AUTH_INVALID_CREDENTIALS');
  }
  if (user.accountStatus === 'BLOQUEADO') throw new AppError('AUTH_ACCOUNT_BLOCKED');
  await clearFailures(ctx, input.identifier);
  return buildSession(ctx, user, Math.floor(ctx.now().getTime() / 1000));
}
