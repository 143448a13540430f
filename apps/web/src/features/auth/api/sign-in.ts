import { authEndpoints, type ChallengeAnswer, type Session } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { withEncryptedPassword } from '../encrypt-password.ts';
import { startSession } from '../session-store.ts';

/** `POST /api/auth/login` with the document number or email, the encrypted password and, when asked, a solved challenge. */
export async function signIn(
  identifier: string,
  password: string,
  challenge?: ChallengeAnswer,
): Promise<Session> {
  const session = await withEncryptedPassword(password, (encrypted) =>
    apiCall(authEndpoints.login, { body: { dni: identifier.trim(), password: encrypted, challenge } }),
  );
  startSession(session);
  return session;
}
