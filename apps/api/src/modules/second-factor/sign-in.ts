import { roleNameOf, type PasskeySignIn, type SecondFactorProof, type Session } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { openSession, type DeviceSeen } from '../../platform/security/sessions.ts';
import { buildSession, findUserById, type UserRow } from '../auth/index.ts';
import { factorsOf, methodsOf, secondFactorRequired } from './factors.ts';
import { verifyPasskey } from './passkeys.ts';
import {
  signPurposeToken,
  spendPurposeToken,
  verifyPurposeToken,
  type TokenPurpose,
} from './purpose-tokens.ts';
import { verifySecondFactor } from './verify-proof.ts';

/**
 * What follows a right password (or a mailed sign-in link): a session when the person holds no second
 * factor and the setting does not bind them; otherwise a refusal carrying a pending token that only the
 * second factor (or, when none is enrolled yet, enrolling one) can turn into a session.
 */
export async function sessionAfterPassword(
  ctx: AppContext,
  user: UserRow,
  device: DeviceSeen | null,
): Promise<Session> {
  const factors = await factorsOf(ctx.db, user.id);
  const role = roleNameOf(user.roleId);
  if (factors.length > 0) {
    throw new AppError('AUTH_SECOND_FACTOR_REQUIRED', {
      extra: { pendingToken: await pendingToken(ctx, user, 'verify'), methods: methodsOf(factors) },
    });
  }
  if (role && (await secondFactorRequired(ctx, role))) {
    throw new AppError('AUTH_SECOND_FACTOR_ENROL_REQUIRED', {
      extra: { pendingToken: await pendingToken(ctx, user, 'enrol'), methods: [] },
    });
  }
  return buildSession(ctx, user, await openSession(ctx.db, user.id, ctx.now(), device));
}

function pendingToken(ctx: AppContext, user: UserRow, purpose: 'verify' | 'enrol'): Promise<string> {
  return signPurposeToken(ctx, purpose, { userId: user.id, tokenVersion: user.tokenVersion });
}

/** The account a pending token stands for, while it is unspent, unexpired and the account unchanged. */
export async function pendingUser(
  ctx: AppContext,
  token: string,
  purpose: Extract<TokenPurpose, 'verify' | 'enrol'>,
) {
  const pending = await verifyPurposeToken(ctx, purpose, token, 'SECOND_FACTOR_PENDING_INVALID');
  const user = pending.userId === null ? undefined : await findUserById(ctx.db, pending.userId);
  if (!user || user.tokenVersion !== pending.tokenVersion)
    throw new AppError('SECOND_FACTOR_PENDING_INVALID');
  if (user.accountStatus === 'BLOQUEADO') throw new AppError('AUTH_ACCOUNT_BLOCKED');
  return { user, pending };
}

/**
 * The second step of a sign-in: the proof turns the pending token (spent now) into a session, on the device
 * that gave the proof.
 */
export async function signInWithSecondFactor(
  ctx: AppContext,
  input: { pendingToken: string; proof: SecondFactorProof },
  device: DeviceSeen | null,
): Promise<Session> {
  const { user, pending } = await pendingUser(ctx, input.pendingToken, 'verify');
  await verifySecondFactor(ctx, user.id, input.proof);
  await spendPurposeToken(ctx, pending, 'SECOND_FACTOR_PENDING_INVALID');
  return buildSession(
    ctx,
    user,
    await openSession(ctx.db, user.id, ctx.now(), device, undefined, { secondFactor: true }),
  );
}

/**
 * A passkey alone (usernameless): the device verified the person and holds the key, which counts as both
 * factors, so the session starts with its second factor proved.
 */
export async function signInWithPasskey(
  ctx: AppContext,
  input: PasskeySignIn,
  device: DeviceSeen | null,
): Promise<Session> {
  const userId = await verifyPasskey(ctx, null, input);
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new AppError('SECOND_FACTOR_INVALID');
  if (user.accountStatus === 'BLOQUEADO') throw new AppError('AUTH_ACCOUNT_BLOCKED');
  return buildSession(
    ctx,
    user,
    await openSession(ctx.db, user.id, ctx.now(), device, undefined, { secondFactor: true }),
  );
}
