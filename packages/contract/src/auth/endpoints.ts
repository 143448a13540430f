import { endpoint, withCallers } from '../http/endpoint.ts';
import { authCallers } from './callers.ts';
import type {
  DocumentParams,
  LoginRequest,
  MeRequest,
  PublicKey,
  RecoveryRequest,
  RegistrationRequest,
  RestoreRequest,
  Session,
  SignInLinkRequest,
  SignInLinkUse,
} from './schemas.ts';

export const authEndpoints = withCallers(authCallers, {
  publicKey: endpoint<{ response: PublicKey }>('GET', '/api/auth/public-key'),
  login: endpoint<{ body: LoginRequest; response: Session }>('POST', '/api/auth/login'),
  me: endpoint<{ body: MeRequest; response: Session }>('POST', '/api/auth/me'),
  register: endpoint<{ body: RegistrationRequest; response: Session }>('POST', '/api/crearUsuario'),
  validateDni: endpoint<{ params: DocumentParams; response: { available: true } }>(
    'GET',
    '/api/validateDni/:dni',
  ),
  requestPasswordReset: endpoint<{ body: RecoveryRequest; response: null }>('POST', '/api/recoverypassword'),
  resetPassword: endpoint<{ body: RestoreRequest; response: null }>('POST', '/api/restorepassword'),
  /** Ends the caller's session (this token and the tokens refreshed from it); other sessions stay. */
  logout: endpoint<{ response: null }>('POST', '/api/auth/logout'),
  requestSignInLink: endpoint<{ body: SignInLinkRequest; response: null }>('POST', '/api/auth/sign-in-link'),
  useSignInLink: endpoint<{ body: SignInLinkUse; response: Session }>('POST', '/api/auth/sign-in-link/use'),
});
