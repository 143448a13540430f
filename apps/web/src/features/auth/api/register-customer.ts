import {
  authEndpoints,
  normalizeDocumentNumber,
  normalizeReferralCode,
  type Session,
} from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { withEncryptedPassword } from '../encrypt-password.ts';
import type { RegistrationValues } from '../registration-rules.ts';
import { startSession } from '../session-store.ts';

/** `POST /api/crearUsuario`: the new customer comes back signed in (state 1, on to /validateUser). */
export async function registerCustomer(values: RegistrationValues): Promise<Session> {
  const session = await withEncryptedPassword(values.password, (encrypted) =>
    apiCall(authEndpoints.register, {
      body: {
        tipo_documento: values.tipo_documento || 'DNI',
        dni: normalizeDocumentNumber(values.dni),
        nombres: values.nombres.trim(),
        apellido_paterno: values.apellido_paterno.trim(),
        apellido_materno: values.apellido_materno.trim(),
        email: values.email.trim().toLowerCase(),
        celular: values.celular.trim(),
        password: encrypted,
        codigo_referido: values.codigo_referido.trim() ? normalizeReferralCode(values.codigo_referido) : null,
        es_pep: values.es_pep === 'si',
        acepta_terminos: true,
        acepta_datos: true,
        acepta_datos_sensibles: true,
        acepta_marketing: values.acepta_marketing,
      },
    }),
  );
  startSession(session);
  return session;
}
