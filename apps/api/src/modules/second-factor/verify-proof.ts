import type { SecondFactorProof } from '@cambix/contract';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { secondFactors } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import {
  accountSubject,
  assertNotLocked,
  clearFailures,
  readThrottle,
  recordFailure,
  throttledError,
} from '../auth/index.ts';
import { factorsOf } from './factors.ts';
import { verifyPasskey } from './passkeys.ts';
import { spendRecoveryCode } from './recovery-codes.ts';
import { unseal } from './sealed-secret.ts';
import { totpStepOf } from './totp.ts';

type Proof = SecondFactorProof & { code?: string };

/**
 * Spends a TOTP code: its step must be later than the last one accepted for that app, written in one
 * statement so a replay (or two racing uses of one code) is refused.
 */
async function spendTotpCode(ctx: AppContext, userId: number, code: string): Promise<boolean> {
  const now = ctx.now();
  for (const factor of await factorsOf(ctx.db, userId)) {
    if (factor.kind !== 'totp' || !factor.totpSecretSealed) continue;
    const step = totpStepOf(unseal(ctx, factor.totpSecretSealed), code, now);
    if (step === null) continue;
    const spent = await ctx.db
      .update(secondFactors)
      .set({ totpLastStep: step, lastUsedAt: now })
      .where(
        and(
          eq(secondFactors.id, factor.id),
          or(isNull(secondFactors.totpLastStep), lt(secondFactors.totpLastStep, step)),
        ),
      )
      .returning({ id: secondFactors.id });
    if (spent.length === 1) return true;
  }
  return false;
}

async function proves(ctx: AppContext, userId: number, proof: SecondFactorProof): Promise<boolean> {
  if (proof.method === 'totp') return spendTotpCode(ctx, userId, proof.code);
  if (proof.method === 'recovery') return spendRecoveryCode(ctx.db, userId, proof.code, ctx.now());
  try {
    await verifyPasskey(ctx, userId, proof);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === 'SECOND_FACTOR_INVALID') return false;
    throw error;
  }
}

/**
 * The one check of a second-factor proof, after the password and at step-up: throttled per account like
 * the password (decision 060), a failure counted, a success forgetting the failures.
 */
export async function verifySecondFactor(ctx: AppContext, userId: number, proof: Proof): Promise<void> {
  const subject = accountSubject('second-factor', userId);
  const state = await readThrottle(ctx, subject);
  assertNotLocked(state, ctx.now());
  if (!(await proves(ctx, userId, proof))) {
    const after = await recordFailure(ctx, subject);
    if (after.lockedUntil) throw throttledError(after.lockedUntil, ctx.now());
    throw new AppError('SECOND_FACTOR_INVALID');
  }
  if (state.failures > 0) await clearFailures(ctx, subject);
}
