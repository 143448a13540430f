import { callers } from '../http/callers.ts';

// Enrolment takes a session, or a sign-in's pending token in the body: without either it is refused.
const sessionOrPending = callers.except(callers.anyClient(), { anonymous: 401 });

export const secondFactorCallers = {
  status: callers.signedIn(),
  startTotp: sessionOrPending,
  confirmTotp: sessionOrPending,
  passkeyRegistrationOptions: sessionOrPending,
  registerPasskey: sessionOrPending,
  // Removing one's own factor: proved again first (decision 132).
  remove: callers.stepUp(callers.signedIn()),
  renewRecoveryCodes: callers.stepUp(callers.signedIn()),
  stepUpOptions: callers.signedIn(),
  stepUp: callers.signedIn(),
  signInOptions: callers.anyClient(),
  signIn: callers.anyClient(),
  passkeyOptions: callers.anyClient(),
  passkeySignIn: callers.anyClient(),
  reset: callers.roles('Administrador'),
};
