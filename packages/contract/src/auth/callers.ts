import { callers } from '../http/callers.ts';

/** Signing in and out needs no session: the application key is enough (decision 005). */
export const authCallers = {
  publicKey: callers.anyClient(),
  login: callers.anyClient(),
  // Without a session there is nothing to restore.
  me: callers.except(callers.anyClient(), { anonymous: 401 }),
  register: callers.anyClient(),
  validateDni: callers.anyClient(),
  requestPasswordReset: callers.anyClient(),
  resetPassword: callers.anyClient(),
  logout: callers.beforeConsent(callers.signedIn()),
  requestSignInLink: callers.anyClient(),
  useSignInLink: callers.anyClient(),
};
