import { endpoint, withCallers } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { users } from '../db/schema/index.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { defineRoute } from './route.ts';

const ok = { response: z.object({ ok: z.literal(true) }) };
const routes = withCallers(
  {
    paymentsView: callers.staff('pagos', 'view'),
    paymentsEdit: callers.staff('pagos', 'edit'),
    settingsEdit: callers.staff('ajustes', 'edit'),
    staffOnly: callers.roles('Administrador', 'Usuario'),
  },
  {
    paymentsView: endpoint<{ response: { ok: true } }>('GET', '/api/test/pagos'),
    paymentsEdit: endpoint<{ response: { ok: true } }>('POST', '/api/test/pagos'),
    settingsEdit: endpoint<{ response: { ok: true } }>('POST', '/api/test/ajustes'),
    staffOnly: endpoint<{ response: { ok: true } }>('GET', '/api/test/usuarios'),
  },
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    routes(app, ctx) {
      const handler = async () => ({ ok: true as const });
      for (const endpoint of Object.values(routes)) defineRoute(app, ctx, endpoint, ok, { handler });
    },
  });
});
afterAll(() => t.close());

const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers });

describe('authorization layer', () => {
  it('lets an Administrador into every module', async () => {
    const admin = await t.authAs('admin');
    expect((await call('POST', '/api/test/ajustes', admin)).statusCode).toBe(200);
    expect((await call('POST', '/api/test/pagos', admin)).statusCode).toBe(200);
  });

  it('holds a Colaborador to the modules granted, view apart from edit', async () => {
    const colaborador = await t.authAs('colaborador');
    expect((await call('GET', '/api/test/pagos', colaborador)).statusCode).toBe(200);
    expect((await call('POST', '/api/test/pagos', colaborador)).statusCode).toBe(200);
    const settings = await call('POST', '/api/test/ajustes', colaborador);
    expect(settings.statusCode).toBe(403);
    expect(body(settings)).toMatchObject({
      success: false,
      code: 'FORBIDDEN_MODULE',
      message: expect.stringMatching(/permiso/),
    });
  });

  it('refuses roles outside the declaration', async () => {
    const customer = await call('GET', '/api/test/pagos', await t.authAs('cliente'));
    expect(customer.statusCode).toBe(403);
    expect(body(customer).code).toBe('FORBIDDEN_ROLE');
    expect((await call('GET', '/api/test/usuarios', await t.authAs('usuario'))).statusCode).toBe(200);
    expect((await call('GET', '/api/test/usuarios', await t.authAs('colaborador'))).statusCode).toBe(403);
  });

  it('wants a session token, not an application key, on protected routes', async () => {
    const anonymous = await call('GET', '/api/test/pagos', APP_KEY_HEADER);
    expect(anonymous.statusCode).toBe(401);
    expect(body(anonymous).code).toBe('AUTH_REQUIRED');
    expect(body(await call('GET', '/api/test/pagos', { authorization: 'AppKey otra-app' })).code).toBe(
      'AUTH_REQUIRED',
    );
  });

  it('stops a blocked account at once, whatever token it holds', async () => {
    const externo = await t.authAs('externo');
    await t.ctx.db
      .update(users)
      .set({ accountStatus: 'BLOQUEADO' })
      .where(eq(users.documentNumber, '10000004'));
    const response = await call('GET', `/api/stateUser/1`, externo);
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('AUTH_ACCOUNT_BLOCKED');
    await t.ctx.db.update(users).set({ accountStatus: 'ACTIVO' }).where(eq(users.documentNumber, '10000004'));
  });

  it('refuses an unknown application key on public routes', async () => {
    const response = await call('GET', '/api/auth/public-key', { authorization: 'AppKey otra-app' });
    expect(response.statusCode).toBe(401);
    expect(body(response).code).toBe('APP_KEY_INVALID');
  });

  it('lets a stale token through on public routes, so the browser can sign in again', async () => {
    const response = await call('GET', '/api/auth/public-key', { authorization: 'Bearer token-vencido' });
    expect(response.statusCode).toBe(200);
  });
});

describe('GET /api/stateUser/:userId', () => {
  it('answers its owner and staff, and refuses another customer', async () => {
    const ana = await t.sessionOf('cliente');
    const jorge = await t.sessionOf('clienteNuevo');
    const own = await call('GET', `/api/stateUser/${jorge.user.id}`, await t.authAs('clienteNuevo'));
    expect(body(own)).toEqual({ success: true, data: [{ state: 1 }], message: '' });

    const other = await call('GET', `/api/stateUser/${ana.user.id}`, await t.authAs('clienteNuevo'));
    expect(other.statusCode).toBe(403);
    expect(body(other).code).toBe('FORBIDDEN_OWNER');

    const staff = await call('GET', `/api/stateUser/${jorge.user.id}`, await t.authAs('colaborador'));
    expect(body(staff).data).toEqual([{ state: 1 }]);
  });

  it('refuses a caller without a session and a malformed id', async () => {
    expect(body(await call('GET', '/api/stateUser/1', APP_KEY_HEADER)).code).toBe('AUTH_REQUIRED');
    const malformed = await call('GET', '/api/stateUser/abc', await t.authAs('admin'));
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).code).toBe('VALIDATION_FAILED');
  });
});
