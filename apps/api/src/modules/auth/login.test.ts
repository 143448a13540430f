import type { Session } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../platform/db/schema/index.ts';
import {
  APP_KEY_HEADER,
  body,
  buildTestApp,
  demoAccount,
  type TestApp,
} from '../../../test/support/test-app.ts';
import { MAX_FAILURES } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  it('signs a customer in by document number with the session the web needs', async () => {
    const response = await t.login('40000001');
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response).data;
    expect(session).toMatchObject({
      id_rol: 2,
      isPremium: false,
      isSpecial: false,
      dni: '40000001',
      email: 'ana.quispe@cambix.test',
      useReferredCode: null,
      user: {
        nombres: 'Ana Lucía',
        apellido_paterno: 'Quispe',
        apellido_materno: 'Mamani',
        rol: { id: 2, name: 'Cliente' },
        state: 0,
        accountStatus: 'ACTIVO',
      },
    });
    expect(session.userBanks).toHaveLength(1);
    expect(session.userBanks[0]).toMatchObject({
      bank: { code: '002' },
      currency: 'PEN',
      accountNumber: '19112345678012',
    });
    expect(session.token.split('.')).toHaveLength(3);
    expect(JSON.stringify(session)).not.toMatch(/password|hash/i);
  });

  it('signs in by email, whatever its case, and the token opens protected routes', async () => {
    const response = await t.login('ADMIN@Cambix.test');
    expect(response.statusCode).toBe(200);
    const session = body<Session>(response).data;
    expect(session.user.rol.name).toBe('Administrador');
    const state = await t.app.inject({
      method: 'GET',
      url: `/api/stateUser/${session.user.id}`,
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(body(state)).toEqual({ success: true, data: [{ state: 0 }], message: '' });
  });

  it('answers a wrong password and an unknown user exactly alike', async () => {
    const wrongPassword = await t.login('10000005', 'Otra1234');
    const unknownUser = await t.login('99999999', 'Otra1234');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(body(wrongPassword)).toMatchObject({ success: false, code: 'AUTH_INVALID_CREDENTIALS' });
  });

  it('throttles an identifier after repeated failures, even with the right password, then lets it in', async () => {
    const { dni } = demoAccount('externo');
    for (let attempt = 0; attempt < MAX_FAILURES; attempt++) {
      expect((await t.login(dni, 'Incorrecta1')).statusCode).toBe(401);
    }
    const blocked = await t.login(dni);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toMatchObject({ success: false, code: 'AUTH_THROTTLED' });
    expect(body(blocked).message).toMatch(/15 minutos/);

    t.clock.advance(16 * 60_000);
    expect((await t.login(dni)).statusCode).toBe(200);
  });

  it('refuses a blocked account after checking its password', async () => {
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'BLOQUEADO' })
      .where(eq(users.documentNumber, '40000002'));
    const response = await t.login('40000002');
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('AUTH_ACCOUNT_BLOCKED');
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'REGISTRADO' })
      .where(eq(users.documentNumber, '40000002'));
  });

  it('refuses a password that was not encrypted with our key', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: APP_KEY_HEADER,
      payload: { dni: '40000001', password: 'Cambix123' },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('AUTH_PASSWORD_UNREADABLE');
  });

  it('refuses a request without an application key or token', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { dni: 'x', password: 'y' },
    });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('APP_KEY_INVALID');
  });

  it('names missing fields in Spanish', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: APP_KEY_HEADER,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      data: { fields: { dni: 'Ingresa tu documento o correo.', password: 'Ingresa tu contraseña.' } },
    });
  });
});
