import type { EndpointSchemas } from '../http/endpoint.ts';
import type { authEndpoints } from './endpoints.ts';
import {
  documentAvailability,
  documentParams,
  empty,
  loginRequest,
  meRequest,
  publicKey,
  recoveryRequest,
  registrationRequest,
  restoreRequest,
  session,
  signInLinkRequest,
  signInLinkUse,
} from './schemas.ts';

export const authSchemas = {
  publicKey: { response: publicKey },
  login: { body: loginRequest, response: session },
  me: { body: meRequest, response: session },
  register: { body: registrationRequest, response: session },
  validateDni: { params: documentParams, response: documentAvailability },
  requestPasswordReset: { body: recoveryRequest, response: empty },
  resetPassword: { body: restoreRequest, response: empty },
  logout: { response: empty },
  requestSignInLink: { body: signInLinkRequest, response: empty },
  useSignInLink: { body: signInLinkUse, response: session },
} satisfies EndpointSchemas<typeof authEndpoints>;
