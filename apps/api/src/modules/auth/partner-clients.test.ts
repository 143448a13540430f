import { PARTNER_CLIENT_ROLE_ID, ROLE_IDS, type Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerCustomer } from '../../../test/support/customers.ts';
import { createdOrder, orderRequest } from '../../../test/support/partner-orders.ts';
import {
  APP_KEY_HEADER,
  body,
  buildTestApp,
  demoAccount,
  type TestApp,
} from '../../../test/support/test-app.ts';
import { DEMO_PASSWORD } from '../../seed/demo-accounts.ts';
import { passwordResetTokens, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
const customer = demoAccount('cliente');
beforeAll(async () => {
  t = await buildTestApp();
  const externo = await t.authAs('externo');
  // A partner's client with the demo customer's document and email, and one with a document no account has.
  await createdOrder(
    t,
    externo,
    await orderRequest(t, { client: { documentNumber: customer.dni, email: customer.email } }),
  );
  await createdOrder(
    t,
    externo,
    await orderRequest(t, { client: { documentNumber: '45000901', email: 'solo.cliente@cliente.test' } }),
  );
});
afterAll(() => t.close());

const idOf = async (dni: string, roleId: number) => {
  const rows = await t.ctx.db.select().from(users).where(eq(users.documentNumber, dni));
  return rows.find((row) => row.roleId === roleId)!.id;
};

describe('a partner’s client is never taken for an account', () => {
  it('leaves the customer with the same document and email signing in as themselves', async () => {
    const customerId = await idOf(customer.dni, ROLE_IDS.Cliente);
    for (const identifier of [customer.dni, customer.email]) {
      const response = await t.login(identifier, DEMO_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(body<Session>(response).data.user.id).toBe(customerId);
    }
  });

  it('cannot be signed in to, having no account', async () => {
    const response = await t.login('45000901', DEMO_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('does not hold a document or email against registration; accounts still do', async () => {
    const free = await t.app.inject({
      method: 'GET',
      url: '/api/validateDni/45000901',
      headers: APP_KEY_HEADER,
    });
    expect(free.statusCode).toBe(200);
    const taken = await t.app.inject({
      method: 'GET',
      url: `/api/validateDni/${customer.dni}`,
      headers: APP_KEY_HEADER,
    });
    expect(body(taken).code).toBe('DOCUMENT_TAKEN');

    const { session } = await registerCustomer(t, { dni: '45000901', email: 'solo.cliente@cliente.test' });
    expect(session.user.id).not.toBe(await idOf('45000901', PARTNER_CLIENT_ROLE_ID));
    // The new account comes after the client's row, and is still the one found.
    for (const identifier of ['45000901', 'solo.cliente@cliente.test']) {
      const signedIn = await t.login(identifier, 'Segura2026');
      expect(signedIn.statusCode).toBe(200);
      expect(body<Session>(signedIn).data.user.id).toBe(session.user.id);
    }
    await t.app.inject({
      method: 'POST',
      url: '/api/recoverypassword',
      headers: APP_KEY_HEADER,
      payload: { email: 'solo.cliente@cliente.test' },
    });
    await t.waitForMail('solo.cliente@cliente.test');
    const [token] = await t.ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, session.user.id));
    expect(token).toBeDefined();
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/crearUsuario',
      headers: APP_KEY_HEADER,
      payload: {
        tipo_documento: 'DNI',
        dni: customer.dni,
        nombres: 'Otra',
        apellido_paterno: 'Persona',
        apellido_materno: 'Más',
        email: customer.email,
        celular: '987001122',
        password: t.encrypt('Segura2026'),
        es_pep: false,
        acepta_terminos: true,
        acepta_datos: true,
        acepta_datos_sensibles: true,
      },
    });
    expect(again.statusCode).toBe(400);
    expect(Object.keys((again.json() as { data: { fields: object } }).data.fields).sort()).toEqual([
      'dni',
      'email',
    ]);
  });

  it("sends the recovery link for the customer's account, not the client's row", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recoverypassword',
      headers: APP_KEY_HEADER,
      payload: { email: customer.email },
    });
    expect(response.statusCode).toBe(200);
    await t.waitForMail(customer.email);
    const customerId = await idOf(customer.dni, ROLE_IDS.Cliente);
    const tokens = await t.ctx.db.select().from(passwordResetTokens);
    expect(tokens.map((token) => token.userId)).toContain(customerId);
  });
});
