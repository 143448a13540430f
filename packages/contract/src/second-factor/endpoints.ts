import { endpoint, withCallers } from '../http/endpoint.ts';
import { secondFactorCallers } from './callers.ts';
import type { Session } from '../auth/schemas.ts';
import type { UserIdParams } from '../users/schemas.ts';
import type {
  EnrolmentResult,
  EnrolmentStart,
  FactorIdParams,
  PasskeyCeremony,
  PasskeyRegistration,
  PasskeySignIn,
  RecoveryCodeSet,
  SecondFactorProof,
  SecondFactorSignIn,
  SecondFactorStatus,
  SignInOptionsRequest,
  StepUpResult,
  TotpConfirmation,
  TotpEnrolment,
} from './schemas.ts';

/** A second factor (issue 30): enrolling it, signing in with it, and asking it again before sensitive actions. */
export const secondFactorEndpoints = withCallers(secondFactorCallers, {
  status: endpoint<{ response: SecondFactorStatus }>('GET', '/api/second-factor'),
  /** Signed in, or with the pending token of a sign-in that must enrol first. */
  startTotp: endpoint<{ body: EnrolmentStart; response: TotpEnrolment }>('POST', '/api/second-factor/totp'),
  confirmTotp: endpoint<{ body: TotpConfirmation; response: EnrolmentResult }>(
    'POST',
    '/api/second-factor/totp/confirm',
  ),
  passkeyRegistrationOptions: endpoint<{ body: EnrolmentStart; response: PasskeyCeremony }>(
    'POST',
    '/api/second-factor/passkey/options',
  ),
  registerPasskey: endpoint<{ body: PasskeyRegistration; response: EnrolmentResult }>(
    'POST',
    '/api/second-factor/passkey',
  ),
  /** Removing a factor is a sensitive action: it asks the second factor again (step-up). */
  remove: endpoint<{ params: FactorIdParams; response: SecondFactorStatus }>(
    'DELETE',
    '/api/second-factor/:factorId',
  ),
  /** A new set of recovery codes in place of the old one (some used, or the paper lost): asked again first. */
  renewRecoveryCodes: endpoint<{ response: RecoveryCodeSet }>('POST', '/api/second-factor/recovery-codes'),
  stepUpOptions: endpoint<{ response: PasskeyCeremony }>('POST', '/api/second-factor/step-up/options'),
  /** Proves the second factor again for this session; the server records when. */
  stepUp: endpoint<{ body: SecondFactorProof; response: StepUpResult }>('POST', '/api/second-factor/step-up'),
  /** After the password: the passkey challenge for the account's own passkeys. */
  signInOptions: endpoint<{ body: SignInOptionsRequest; response: PasskeyCeremony }>(
    'POST',
    '/api/auth/second-factor/options',
  ),
  signIn: endpoint<{ body: SecondFactorSignIn; response: Session }>('POST', '/api/auth/second-factor'),
  /** Signing in with a passkey alone (any passkey the device holds for Cambix: usernameless). */
  passkeyOptions: endpoint<{ response: PasskeyCeremony }>('POST', '/api/auth/passkey/options'),
  passkeySignIn: endpoint<{ body: PasskeySignIn; response: Session }>('POST', '/api/auth/passkey'),
  /** An Administrador removes another staff member's factors and recovery codes (audited); never their own. */
  reset: endpoint<{ params: UserIdParams; response: null }>(
    'POST',
    '/api/admin/staff-accounts/:userId/second-factor/reset',
  ),
});
