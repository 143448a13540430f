import { authEndpoints, type Session } from '@cambix/contract';
import { apiCall, apiRequest } from '@/lib/api-client.ts';
import { startSession } from '../session-store.ts';

/** `POST /api/auth/sign-in-link`: the server's answer, the same whether the account exists or not. */
export async function requestSignInLink(identifier: string): Promise<string> {
  return (await apiRequest(authEndpoints.requestSignInLink, { body: { dni: identifier.trim() } })).message;
}

/** `POST /api/auth/sign-in-link/use`: the mailed link's token for a new session. */
export async function signInWithLink(token: string): Promise<Session> {
  const session = await apiCall(authEndpoints.useSignInLink, { body: { token } });
  startSession(session);
  return session;
}
