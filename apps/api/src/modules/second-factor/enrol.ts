import type {
  EnrolmentResult,
  PasskeyCeremony,
  PasskeyRegistration,
  TotpConfirmation,
  TotpEnrolment,
} from '@cambix/contract';
import QRCode from 'qrcode';
import type { AppContext } from '../../platform/context.ts';
import { secondFactors } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { openSession, type DeviceSeen } from '../../platform/security/sessions.ts';
import { buildSession, findUserById, type UserRow } from '../auth/index.ts';
import { factorsOf } from './factors.ts';
import { passkeyRegistrationOptions, registerPasskey } from './passkeys.ts';
import {
  signPurposeToken,
  spendPurposeToken,
  verifyPurposeToken,
  type VerifiedPurposeToken,
} from './purpose-tokens.ts';
import { issueRecoveryCodes } from './recovery-codes.ts';
import { seal, unseal } from './sealed-secret.ts';
import { markSecondFactor, assertRecentSecondFactor } from './step-up.ts';
import { pendingUser } from './sign-in.ts';
import { newTotpSecret, totpFor, totpStepOf } from './totp.ts';

/** Who enrols: the signed-in caller, or the person of a sign-in that must enrol before anything else. */
interface Enrollee {
  user: UserRow;
  principal: Principal | null;
  pending: VerifiedPurposeToken | null;
}

async function enrollee(
  ctx: AppContext,
  principal: Principal | null,
  pendingToken: string | undefined,
): Promise<Enrollee> {
  if (principal && !principal.link) {
    const user = await findUserById(ctx.db, principal.userId);
    if (!user) throw new AppError('AUTH_TOKEN_INVALID');
    // A factor is added by whoever holds another one, not by whoever holds the session.
    if ((await factorsOf(ctx.db, user.id)).length > 0) await assertRecentSecondFactor(ctx, principal);
    return { user, principal, pending: null };
  }
  if (!pendingToken) throw new AppError('AUTH_REQUIRED');
  const { user, pending } = await pendingUser(ctx, pendingToken, 'enrol');
  return { user, principal: null, pending };
}

/**
 * After a factor is stored: the first one brings recovery codes (shown this once); a pending sign-in becomes
 * a session that has just proved its second factor; a signed-in session counts as having proved it now.
 */
async function enrolled(
  ctx: AppContext,
  who: Enrollee,
  wasFirst: boolean,
  device: DeviceSeen | null,
): Promise<EnrolmentResult> {
  const recoveryCodes = wasFirst ? await issueRecoveryCodes(ctx.db, who.user.id) : null;
  if (who.pending) {
    await spendPurposeToken(ctx, who.pending, 'SECOND_FACTOR_PENDING_INVALID');
    const session = await openSession(ctx.db, who.user.id, ctx.now(), device, undefined, {
      secondFactor: true,
    });
    return { recoveryCodes, session: await buildSession(ctx, who.user, session) };
  }
  if (who.principal) await markSecondFactor(ctx, who.principal);
  return { recoveryCodes, session: null };
}

export async function startTotp(
  ctx: AppContext,
  principal: Principal | null,
  input: { pendingToken?: string | undefined },
): Promise<TotpEnrolment> {
  const { user } = await enrollee(ctx, principal, input.pendingToken);
  const secret = newTotpSecret();
  const otpauthUri = totpFor(secret, user.email || user.documentNumber).toString();
  const enrolmentToken = await signPurposeToken(ctx, 'totp-enrolment', {
    userId: user.id,
    data: { sealed: seal(ctx, secret) },
  });
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
  return { enrolmentToken, otpauthUri, qrDataUrl, secret };
}

/** The first code from the app proves it holds the secret; only then is it stored (sealed). */
export async function confirmTotp(
  ctx: AppContext,
  principal: Principal | null,
  input: TotpConfirmation,
  device: DeviceSeen | null,
): Promise<EnrolmentResult> {
  const who = await enrollee(ctx, principal, input.pendingToken);
  const token = await verifyPurposeToken(
    ctx,
    'totp-enrolment',
    input.enrolmentToken,
    'SECOND_FACTOR_INVALID',
  );
  if (token.userId !== who.user.id || !token.data?.sealed) throw new AppError('SECOND_FACTOR_INVALID');
  const secret = unseal(ctx, token.data.sealed);
  const step = totpStepOf(secret, input.code, ctx.now());
  if (step === null) throw new AppError('SECOND_FACTOR_INVALID');
  await spendPurposeToken(ctx, token, 'SECOND_FACTOR_INVALID');
  const wasFirst = (await factorsOf(ctx.db, who.user.id)).length === 0;
  await ctx.db.insert(secondFactors).values({
    userId: who.user.id,
    kind: 'totp',
    label: 'App de códigos',
    totpSecretSealed: token.data.sealed,
    // The code that confirmed it is spent: it cannot sign in or step up again.
    totpLastStep: step,
    createdAt: ctx.now(),
    lastUsedAt: ctx.now(),
  });
  return enrolled(ctx, who, wasFirst, device);
}

export async function startPasskey(
  ctx: AppContext,
  principal: Principal | null,
  input: { pendingToken?: string | undefined },
): Promise<PasskeyCeremony> {
  const { user } = await enrollee(ctx, principal, input.pendingToken);
  return passkeyRegistrationOptions(ctx, user);
}

export async function confirmPasskey(
  ctx: AppContext,
  principal: Principal | null,
  input: PasskeyRegistration,
  device: DeviceSeen | null,
): Promise<EnrolmentResult> {
  const who = await enrollee(ctx, principal, input.pendingToken);
  const wasFirst = (await factorsOf(ctx.db, who.user.id)).length === 0;
  await registerPasskey(ctx, who.user.id, input);
  return enrolled(ctx, who, wasFirst, device);
}
