import { authEndpoints } from '@cambix/contract';
import { apiRequest } from '@/lib/api-client.ts';
import { withEncryptedPassword } from '../encrypt-password.ts';

/** `POST /api/recoverypassword`: same answer for any email; returns the server's message. */
export async function requestPasswordReset(email: string): Promise<string> {
  const { message } = await apiRequest(authEndpoints.requestPasswordReset, {
    body: { email: email.trim().toLowerCase() },
  });
  return message;
}

/** `POST /api/restorepassword` with the mailed token and the new password, encrypted. */
export async function resetPassword(token: string, password: string): Promise<string> {
  const { message } = await withEncryptedPassword(password, (encrypted) =>
    apiRequest(authEndpoints.resetPassword, { body: { token, password: encrypted } }),
  );
  return message;
}
