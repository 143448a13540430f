import crypto from 'node:crypto';
import type { Session } from '@cambix/contract';
import { APP_KEY_HEADER, body, type TestApp } from './test-app.ts';

/** A fresh customer registered through the real endpoint (KYC step 1), with their session. */
export async function registerCustomer(
  t: TestApp,
  overrides: Record<string, unknown> = {},
): Promise<{ session: Session; headers: { authorization: string } }> {
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/crearUsuario',
    headers: APP_KEY_HEADER,
    payload: {
      tipo_documento: 'DNI',
      dni,
      nombres: 'Rosa Elena',
      apellido_paterno: 'Cárdenas',
      apellido_materno: 'Huillca',
      email: `rosa.${dni}@example.pe`,
      celular: '987001122',
      password: t.encrypt('Segura2026'),
      es_pep: false,
      acepta_terminos: true,
      acepta_datos: true,
      acepta_datos_sensibles: true,
      ...overrides,
    },
  });
  if (response.statusCode !== 200) throw new Error(`registration failed: ${response.body}`);
  const session = body<Session>(response).data;
  return { session, headers: { authorization: `Bearer ${session.token}` } };
}
