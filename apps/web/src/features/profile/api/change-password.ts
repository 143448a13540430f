import { profileEndpoints } from '@cambix/contract';
import { encryptPassword, startSession, useSessionStore } from '@/features/auth';
import { customerEs } from '@/i18n/customer.ts';
import { apiRequest, isApiError } from '@/lib/api-client.ts';

export interface PasswordChangeResult {
  success: boolean;
  message: string;
  /** Per-field messages of a refusal (old_password, password). */
  fields: Readonly<Record<string, string>>;
}

/**
 * The password change of `POST /api/updateUser` (docs/rules/identity.md#profile-and-password-change): token,
 * dni and email of the session and both passwords encrypted like login (decision 006). On success the new
 * session keeps this tab signed in; on failure the server's body, or success false with 'Error inesperado'
 * (docs/rules/api-and-errors.md#errors-a-person-sees).
 */
export async function changePassword(
  oldPassword: string,
  newPassword: string,
): Promise<PasswordChangeResult> {
  const { token, user } = useSessionStore.getState();
  try {
    if (!token || !user) throw new Error('no session');
    const [old_password, password] = await Promise.all([
      encryptPassword(oldPassword),
      encryptPassword(newPassword),
    ]);
    const { data, message } = await apiRequest(profileEndpoints.updateUser, {
      body: { token, dni: user.dni, email: user.email, password, old_password },
    });
    startSession(data);
    return { success: true, message, fields: {} };
  } catch (error) {
    const fromServer = isApiError(error) && error.status > 0 && error.code !== 'INTERNAL';
    return {
      success: false,
      message: fromServer ? error.message : customerEs.common.unexpectedError,
      fields: fromServer ? error.fields : {},
    };
  }
}
