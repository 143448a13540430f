import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyCeremony, WebAuthnJson } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { secondFactors } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { UserRow } from '../auth/index.ts';
import { factorsOf, type FactorRow } from './factors.ts';
import { signPurposeToken, spendPurposeToken, verifyPurposeToken } from './purpose-tokens.ts';

/** The relying party is the web app's own address (APP_URL): its host name is the passkeys' scope. */
export function relyingParty(ctx: Pick<AppContext, 'config'>): { id: string; origin: string } {
  const url = new URL(ctx.config.passkeyOrigin);
  return { id: url.hostname, origin: url.origin };
}

/** What a ceremony's challenge was issued for. */
type CeremonyUse = 'register' | 'second-factor' | 'passwordless';

async function ceremony(
  ctx: AppContext,
  userId: number | null,
  use: CeremonyUse,
  options: { challenge: string },
): Promise<PasskeyCeremony> {
  const ceremonyToken = await signPurposeToken(ctx, 'ceremony', {
    userId,
    data: { challenge: options.challenge, use },
  });
  return { options: options as unknown as Record<string, unknown>, ceremonyToken };
}

/** The challenge of an answered ceremony, spent: a challenge answers once, for whom and what it was issued. */
async function spendCeremony(
  ctx: AppContext,
  token: string,
  userId: number | null,
  use: CeremonyUse,
): Promise<string> {
  const verified = await verifyPurposeToken(ctx, 'ceremony', token, 'SECOND_FACTOR_INVALID');
  if (verified.userId !== userId || verified.data?.use !== use || !verified.data.challenge) {
    throw new AppError('SECOND_FACTOR_INVALID');
  }
  await spendPurposeToken(ctx, verified, 'SECOND_FACTOR_INVALID');
  return verified.data.challenge;
}

const passkeysOf = (factors: readonly FactorRow[]) =>
  factors
    .filter((factor) => factor.kind === 'passkey' && factor.credentialId)
    .map((factor) => ({
      id: factor.credentialId as string,
      transports: (factor.transports ?? []) as RegistrationResponseJSON['response']['transports'],
    }));

export async function passkeyRegistrationOptions(ctx: AppContext, user: UserRow): Promise<PasskeyCeremony> {
  const options = await generateRegistrationOptions({
    rpName: 'Cambix',
    rpID: relyingParty(ctx).id,
    userName: user.email || user.documentNumber,
    userDisplayName: `${user.nombres} ${user.apellidoPaterno}`.trim(),
    userID: new TextEncoder().encode(`cambix-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: passkeysOf(await factorsOf(ctx.db, user.id)),
    // Discoverable, so the same passkey can later sign in without a document or a password.
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  return ceremony(ctx, user.id, 'register', options);
}

/** Checks the authenticator's answer and stores the credential; refused as `SECOND_FACTOR_INVALID`. */
export async function registerPasskey(
  ctx: AppContext,
  userId: number,
  input: { ceremonyToken: string; response: WebAuthnJson },
): Promise<void> {
  const challenge = await spendCeremony(ctx, input.ceremonyToken, userId, 'register');
  const rp = relyingParty(ctx);
  const result = await verifyRegistrationResponse({
    response: input.response as unknown as RegistrationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => null);
  if (!result?.verified) throw new AppError('SECOND_FACTOR_INVALID');
  const { credential } = result.registrationInfo;
  await ctx.db.insert(secondFactors).values({
    userId,
    kind: 'passkey',
    label: 'Llave de acceso',
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    signCount: credential.counter,
    transports: credential.transports ?? [],
    createdAt: ctx.now(),
  });
}

/** The challenge for the person's own passkeys (after the password, or a step-up). */
export async function passkeyChallengeFor(ctx: AppContext, userId: number): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    allowCredentials: passkeysOf(await factorsOf(ctx.db, userId)),
    userVerification: 'preferred',
  });
  return ceremony(ctx, userId, 'second-factor', options);
}

/** A challenge any passkey of Cambix may answer: the device offers the ones it holds (usernameless). */
export async function passwordlessChallenge(ctx: AppContext): Promise<PasskeyCeremony> {
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).id,
    userVerification: 'required',
  });
  return ceremony(ctx, null, 'passwordless', options);
}

/**
 * Verifies an assertion against the stored credential it names and moves its counter on. `userId` null:
 * a passwordless sign-in, where the credential says whose it is and the device must have verified the person.
 * Answers the credential's owner; refused as `SECOND_FACTOR_INVALID`.
 */
export async function verifyPasskey(
  ctx: AppContext,
  userId: number | null,
  input: { ceremonyToken: string; response: WebAuthnJson },
): Promise<number> {
  const use: CeremonyUse = userId === null ? 'passwordless' : 'second-factor';
  const challenge = await spendCeremony(ctx, input.ceremonyToken, userId, use);
  const credentialId = typeof input.response.id === 'string' ? input.response.id : '';
  const [factor] = await ctx.db
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.kind, 'passkey'),
        eq(secondFactors.credentialId, credentialId),
        ...(userId === null ? [] : [eq(secondFactors.userId, userId)]),
      ),
    );
  if (!factor?.publicKey) throw new AppError('SECOND_FACTOR_INVALID');
  const rp = relyingParty(ctx);
  const result = await verifyAuthenticationResponse({
    response: input.response as unknown as AuthenticationResponseJSON,
    expectedChallenge: challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: credentialId,
      publicKey: new Uint8Array(Buffer.from(factor.publicKey, 'base64url')),
      counter: factor.signCount ?? 0,
      transports: (factor.transports ?? []) as RegistrationResponseJSON['response']['transports'],
    },
    requireUserVerification: userId === null,
  }).catch(() => null);
  if (!result?.verified) throw new AppError('SECOND_FACTOR_INVALID');
  await ctx.db
    .update(secondFactors)
    .set({ signCount: result.authenticationInfo.newCounter, lastUsedAt: ctx.now() })
    .where(eq(secondFactors.id, factor.id));
  return factor.userId;
}
