import { session } from '../auth/schemas.ts';
import type { EndpointSchemas } from '../http/endpoint.ts';
import { userIdParams } from '../users/schemas.ts';
import { z } from 'zod';
import type { secondFactorEndpoints } from './endpoints.ts';
import {
  enrolmentResult,
  enrolmentStart,
  factorIdParams,
  passkeyCeremony,
  passkeyRegistration,
  passkeySignIn,
  recoveryCodeSet,
  secondFactorProof,
  secondFactorSignIn,
  secondFactorStatus,
  signInOptionsRequest,
  stepUpResult,
  totpConfirmation,
  totpEnrolment,
} from './schemas.ts';

export const secondFactorSchemas = {
  status: { response: secondFactorStatus },
  startTotp: { body: enrolmentStart, response: totpEnrolment },
  confirmTotp: { body: totpConfirmation, response: enrolmentResult },
  passkeyRegistrationOptions: { body: enrolmentStart, response: passkeyCeremony },
  registerPasskey: { body: passkeyRegistration, response: enrolmentResult },
  remove: { params: factorIdParams, response: secondFactorStatus },
  renewRecoveryCodes: { response: recoveryCodeSet },
  stepUpOptions: { response: passkeyCeremony },
  stepUp: { body: secondFactorProof, response: stepUpResult },
  signInOptions: { body: signInOptionsRequest, response: passkeyCeremony },
  signIn: { body: secondFactorSignIn, response: session },
  passkeyOptions: { response: passkeyCeremony },
  passkeySignIn: { body: passkeySignIn, response: session },
  reset: { params: userIdParams, response: z.null() },
} satisfies EndpointSchemas<typeof secondFactorEndpoints>;
