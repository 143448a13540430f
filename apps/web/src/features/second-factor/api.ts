import {
  secondFactorEndpoints as e,
  type EnrolmentResult,
  type PasskeyCeremony,
  type RecoveryCodeSet,
  type SecondFactorProof,
  type SecondFactorStatus,
  type Session,
  type TotpEnrolment,
} from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';

const pending = (pendingToken: string | undefined) => (pendingToken ? { pendingToken } : {});

export const secondFactorApi = {
  status: (): Promise<SecondFactorStatus> => apiCall(e.status),
  startTotp: (pendingToken?: string): Promise<TotpEnrolment> =>
    apiCall(e.startTotp, { body: pending(pendingToken) }),
  confirmTotp: (enrolmentToken: string, code: string, pendingToken?: string): Promise<EnrolmentResult> =>
    apiCall(e.confirmTotp, { body: { enrolmentToken, code, ...pending(pendingToken) } }),
  passkeyOptions: (pendingToken?: string): Promise<PasskeyCeremony> =>
    apiCall(e.passkeyRegistrationOptions, { body: pending(pendingToken) }),
  registerPasskey: (
    ceremonyToken: string,
    response: Record<string, unknown>,
    pendingToken?: string,
  ): Promise<EnrolmentResult> =>
    apiCall(e.registerPasskey, { body: { ceremonyToken, response, ...pending(pendingToken) } }),
  renewRecoveryCodes: (): Promise<RecoveryCodeSet> => apiCall(e.renewRecoveryCodes),
  remove: (factorId: number): Promise<SecondFactorStatus> =>
    apiCall(e.remove, { params: { factorId: String(factorId) } }),
  stepUpOptions: (): Promise<PasskeyCeremony> => apiCall(e.stepUpOptions),
  stepUp: (proof: SecondFactorProof) => apiCall(e.stepUp, { body: proof }),
  signInOptions: (pendingToken: string): Promise<PasskeyCeremony> =>
    apiCall(e.signInOptions, { body: { pendingToken } }),
  signIn: (pendingToken: string, proof: SecondFactorProof): Promise<Session> =>
    apiCall(e.signIn, { body: { pendingToken, proof } }),
  passwordlessOptions: (): Promise<PasskeyCeremony> => apiCall(e.passkeyOptions),
  passwordlessSignIn: (ceremonyToken: string, response: Record<string, unknown>): Promise<Session> =>
    apiCall(e.passkeySignIn, { body: { ceremonyToken, response } }),
  reset: (userId: number) => apiCall(e.reset, { params: { userId: String(userId) } }),
};
