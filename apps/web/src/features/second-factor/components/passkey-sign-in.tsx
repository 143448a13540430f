import type { Session } from '@cambix/contract';
import { startSession } from '@/features/auth';
import { secondFactorApi } from '../api.ts';
import { signWithPasskey } from '../webauthn.ts';

/** Signs in with a passkey alone: the device offers the passkeys it holds for Cambix. */
export async function signInWithPasskey(): Promise<Session> {
  const ceremony = await secondFactorApi.passwordlessOptions();
  const response = await signWithPasskey(ceremony);
  const session = await secondFactorApi.passwordlessSignIn(ceremony.ceremonyToken, response);
  startSession(session);
  return session;
}
