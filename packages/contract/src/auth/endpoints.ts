import { endpoint } from '../http/endpoint.ts';
import type {
  DocumentParams,
  LoginRequest,
  MeRequest,
  PublicKey,
  RecoveryRequest,
  RegistrationRequest,
  RestoreRequest,
  Session,
} from './schemas.ts';

export const authEndpoints = {
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
};
