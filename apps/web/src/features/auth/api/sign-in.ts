import { authEndpoints, type Session } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { withEncryptedPassword } from '../encrypt-password.ts';
import { startSession } from '../session-store.ts';

/** `POST /api/auth/login` with the document number or email and the encrypted password. */
export async function signIn(identifier: string, password: string): Promise<Session> {
  const session = await withEncryptedPassword(password, (encrypted) =>
    apiCall(authEndpoints.login, { body: { dni: identifier.trim(), password: encrypted } }),
  );
  startSession(session);
  return session;
}
