import crypto from 'node:crypto';
import {
  endpoint,
  PARTNER_CLIENT_ROLE_ID,
  ROLE_IDS,
  STAFF_MODULES,
  withCallers,
  type Session,
} from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { orderLinks, users } from '../db/schema/index.ts';
import { AppError } from '../errors.ts';
import { signSessionToken, type TokenClaims } from '../security/tokens.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { checkAccess, viewableModules } from './access.ts';
import { defineRoute } from './route.ts';

const ok = { response: z.object({ ok: z.literal(true) }) };
const routes = withCallers(
  {
    paymentsView: callers.staff('pagos', 'view'),
    paymentsEdit: callers.staff('pagos', 'edit'),
    settingsEdit: callers.staff('ajustes', 'edit'),
    settingsOrPayments: callers.staff(['ajustes', 'pagos'], 'view'),
    staffOnly: callers.roles('Administrador', 'Usuario'),
    customerOrStaff: callers.customerOrStaff('ok', 'pagos', 'view'),
    partnerOrStaff: callers.partnerOrStaff('pagos', 'view'),
    open: callers.open(),
    withKey: callers.apiKey(),
  },
  {
    paymentsView: endpoint<{ response: { ok: true } }>('GET', '/api/test/pagos'),
    paymentsEdit: endpoint<{ response: { ok: true } }>('POST', '/api/test/pagos'),
    settingsEdit: endpoint<{ response: { ok: true } }>('POST', '/api/test/ajustes'),
    settingsOrPayments: endpoint<{ response: { ok: true } }>('GET', '/api/test/ajustes-o-pagos'),
    staffOnly: endpoint<{ response: { ok: true } }>('GET', '/api/test/usuarios'),
    customerOrStaff: endpoint<{ response: { ok: true } }>('GET', '/api/test/cliente-o-staff'),
    partnerOrStaff: endpoint<{ response: { ok: true } }>('GET', '/api/test/externo-o-staff'),
    open: endpoint<{ response: { ok: true } }>('GET', '/api/test/abierto'),
    withKey: endpoint<{ response: { ok: true } }>('GET', '/api/test/con-clave'),
  },
);
/** Public routes that answer whether the caller counts as signed in; the second admits link sessions. */
const whoRoutes = withCallers(
  { anyClient: callers.anyClient(), anyClientWithLinks: callers.anyClient() },
  {
    anyClient: endpoint<{ response: { signedIn: boolean } }>('GET', '/api/test/quien'),
    anyClientWithLinks: endpoint<{ response: { signedIn: boolean } }>('GET', '/api/test/quien-con-link'),
  },
);

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    routes(app, ctx) {
      const handler = async () => ({ ok: true as const });
      const { withKey, ...sessionRoutes } = routes;
      for (const endpoint of Object.values(sessionRoutes)) defineRoute(app, ctx, endpoint, ok, { handler });
      const checkKey = async (_ctx: unknown, request: FastifyRequest) => {
        if (request.headers['x-test-key'] !== 'clave-correcta') throw new AppError('APP_KEY_INVALID');
      };
      defineRoute(app, ctx, withKey, ok, { handler, checkKey });
      const who = { response: z.object({ signedIn: z.boolean() }) };
      const answer = async ({ principal }: { principal: unknown }) => ({ signedIn: principal !== null });
      defineRoute(app, ctx, whoRoutes.anyClient, who, { handler: answer });
      defineRoute(app, ctx, whoRoutes.anyClientWithLinks, who, { handler: answer, linkSession: {} });
    },
  });
});
afterAll(() => t.close());

/** A session token signed as the server signs one, for the user's current role and token version. */
async function tokenFor(userId: number, overrides: Partial<TokenClaims> = {}) {
  const [user] = await t.ctx.db
    .select({ roleId: users.roleId, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, userId));
  const claims: TokenClaims = {
    userId,
    sessionId: crypto.randomUUID(),
    roleId: user?.roleId ?? ROLE_IDS.Cliente,
    tokenVersion: user?.tokenVersion ?? 0,
    authTime: Math.floor(t.clock.now().getTime() / 1000),
    ...overrides,
  };
  return { authorization: `Bearer ${await signSessionToken(t.ctx.keys.jwtSecret, claims, t.clock.now())}` };
}

/** A new-order link of the customer's, ending at `expiresAt`. */
async function linkOf(userId: number, expiresAt: Date) {
  const [link] = await t.ctx.db
    .insert(orderLinks)
    .values({ code: crypto.randomBytes(8).toString('hex'), kind: 'new_order', userId, expiresAt })
    .returning({ id: orderLinks.id });
  return link!.id;
}

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

describe('the rule of each kind of route', () => {
  it('lets anyone through an open route, with no credentials at all', async () => {
    expect((await call('GET', '/api/test/abierto')).statusCode).toBe(200);
  });

  it('asks a public route for an application key or a session, and nothing else', async () => {
    const none = await call('GET', '/api/test/quien');
    expect(none.statusCode).toBe(401);
    expect(body(none).code).toBe('APP_KEY_INVALID');
    expect(body(await call('GET', '/api/test/quien', APP_KEY_HEADER)).data).toEqual({ signedIn: false });
    expect(body(await call('GET', '/api/test/quien', await t.authAs('cliente'))).data).toEqual({
      signedIn: true,
    });
    // A known key under another scheme is no key.
    const otherScheme = await call('GET', '/api/test/quien', { authorization: 'Basic cambix-web' });
    expect(otherScheme.statusCode).toBe(401);
    expect(body(otherScheme).code).toBe('APP_KEY_INVALID');
    expect((await call('GET', '/api/test/quien', { authorization: 'AppKey' })).statusCode).toBe(401);
  });

  it('counts a stale token on a public route as no session', async () => {
    const stale = await call('GET', '/api/test/quien', { authorization: 'Bearer token-vencido' });
    expect(stale.statusCode).toBe(200);
    expect(body(stale).data).toEqual({ signedIn: false });
  });

  it('asks a protected route for a session even when no header comes at all', async () => {
    const none = await call('GET', '/api/test/pagos');
    expect(none.statusCode).toBe(401);
    expect(body(none).code).toBe('AUTH_REQUIRED');
    expect(body(await call('GET', '/api/test/pagos', { authorization: 'Bearer' })).code).toBe(
      'AUTH_REQUIRED',
    );
  });

  it('reads the header with spaces around it and between its parts, the scheme in any case', async () => {
    const token = (await t.authAs('admin')).authorization.slice('Bearer '.length);
    for (const authorization of [`  Bearer ${token}  `, `Bearer   ${token}`, `bearer ${token}`])
      expect((await call('GET', '/api/test/pagos', { authorization })).statusCode, authorization).toBe(200);
  });

  it('takes a route’s key check, and only its key', async () => {
    expect((await call('GET', '/api/test/con-clave', { 'x-test-key': 'clave-correcta' })).statusCode).toBe(
      200,
    );
    const wrong = await call('GET', '/api/test/con-clave', {
      'x-test-key': 'otra',
      ...(await t.authAs('admin')),
    });
    expect(wrong.statusCode).toBe(401);
    expect(body(wrong).code).toBe('APP_KEY_INVALID');
  });

  it('fails closed on a key rule checked without its key check', async () => {
    const request = { headers: {} } as FastifyRequest;
    await expect(checkAccess(t.ctx, request, { kind: 'apiKey' })).rejects.toThrow(
      'an apiKey rule checked without its key check',
    );
  });

  it('lets a customer, or staff with the module, through a customer-or-staff route', async () => {
    const at = async (role: Parameters<TestApp['authAs']>[0]) =>
      call('GET', '/api/test/cliente-o-staff', await t.authAs(role));
    expect((await at('cliente')).statusCode).toBe(200);
    expect((await at('colaborador')).statusCode).toBe(200);
    // externo2: the test above leaves the demo Externo blocked in this instance's standing.
    for (const role of ['externo2', 'usuario'] as const) {
      const refused = await at(role);
      expect(refused.statusCode, role).toBe(403);
      expect(body(refused).code).toBe('FORBIDDEN_ROLE');
    }
  });

  it('lets a partner’s user, or staff with the module, through a partner-or-staff route', async () => {
    const at = async (role: Parameters<TestApp['authAs']>[0]) =>
      call('GET', '/api/test/externo-o-staff', await t.authAs(role));
    expect((await at('externo2')).statusCode).toBe(200);
    expect((await at('colaborador')).statusCode).toBe(200);
    for (const role of ['cliente', 'usuario'] as const) {
      const refused = await at(role);
      expect(refused.statusCode, role).toBe(403);
      expect(body(refused).code).toBe('FORBIDDEN_ROLE');
    }
  });

  it('opens a route of several modules to staff holding any one of them', async () => {
    // The demo Colaborador has pagos, not ajustes.
    expect((await call('GET', '/api/test/ajustes-o-pagos', await t.authAs('colaborador'))).statusCode).toBe(
      200,
    );
  });
});

describe('a token that no longer stands', () => {
  it('is refused once its version, its role or its session changed, or its user is gone', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    expect((await call('GET', '/api/test/cliente-o-staff', await tokenFor(customer.id))).statusCode).toBe(
      200,
    );
    const refusals = [
      await tokenFor(customer.id, { tokenVersion: customer.tokenVersion + 1 }),
      await tokenFor(customer.id, { roleId: ROLE_IDS.Colaborador }),
      await tokenFor(999_999_999),
    ];
    for (const headers of refusals) {
      const refused = await call('GET', '/api/test/cliente-o-staff', headers);
      expect(refused.statusCode).toBe(401);
      expect(body(refused).code).toBe('AUTH_TOKEN_INVALID');
    }
  });

  it('is refused after its own logout, while another session of the account stands', async () => {
    const first = body<Session>(await t.login('40000003')).data.token;
    const second = body<Session>(await t.login('40000003')).data.token;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
    expect((await call('POST', '/api/auth/logout', bearer(first))).statusCode).toBe(200);
    const refused = await call('GET', '/api/test/cliente-o-staff', bearer(first));
    expect(refused.statusCode).toBe(401);
    expect(body(refused).code).toBe('AUTH_TOKEN_INVALID');
    expect((await call('GET', '/api/test/cliente-o-staff', bearer(second))).statusCode).toBe(200);
  });

  it('is refused for a person no session can carry (a partner’s client)', async () => {
    const client = await insertCustomer(t.ctx, { roleId: PARTNER_CLIENT_ROLE_ID });
    const refused = await call('GET', '/api/test/quien-con-link', await tokenFor(client.id));
    expect(refused.statusCode).toBe(200);
    expect(body(refused).data).toEqual({ signedIn: false });
    const protectedRoute = await call('GET', '/api/test/cliente-o-staff', await tokenFor(client.id));
    expect(body(protectedRoute).code).toBe('AUTH_TOKEN_INVALID');
  });
});

describe('a session an order link handed over', () => {
  it('counts on a public route only where the route admits link sessions', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const linkId = await linkOf(customer.id, new Date(t.clock.now().getTime() + 60_000));
    const session = await tokenFor(customer.id, { linkId });
    expect(body(await call('GET', '/api/test/quien', session)).data).toEqual({ signedIn: false });
    expect(body(await call('GET', '/api/test/quien-con-link', session)).data).toEqual({ signedIn: true });
    const elsewhere = await call('GET', '/api/test/cliente-o-staff', session);
    expect(elsewhere.statusCode).toBe(403);
    expect(body(elsewhere).code).toBe('LINK_SESSION_OUT_OF_SCOPE');
  });

  it('ends at its link’s expiry: open a second before it, refused at it', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const now = t.clock.now().getTime();
    const open = await tokenFor(customer.id, { linkId: await linkOf(customer.id, new Date(now + 1000)) });
    expect(body(await call('GET', '/api/test/quien-con-link', open)).data).toEqual({ signedIn: true });
    const ended = await tokenFor(customer.id, { linkId: await linkOf(customer.id, new Date(now)) });
    const refused = await call('GET', '/api/test/quien-con-link', ended);
    expect(refused.statusCode).toBe(200);
    expect(body(refused).data).toEqual({ signedIn: false });
    const onProtected = await call('GET', '/api/test/cliente-o-staff', ended);
    expect(onProtected.statusCode).toBe(401);
    expect(body(onProtected).code).toBe('AUTH_SESSION_EXPIRED');
  });
});

describe('viewableModules', () => {
  it('gives the Administrador every module, a Colaborador those granted, anyone else none', async () => {
    const admin = await t.sessionOf('admin');
    const colaborador = await t.sessionOf('colaborador');
    const cliente = await t.sessionOf('cliente');
    expect(await viewableModules(t.ctx, { userId: admin.user.id, role: 'Administrador' })).toEqual([
      ...STAFF_MODULES,
    ]);
    const granted = await viewableModules(t.ctx, { userId: colaborador.user.id, role: 'Colaborador' });
    expect(granted).toContain('pagos');
    expect(granted).not.toContain('ajustes');
    expect(await viewableModules(t.ctx, { userId: cliente.user.id, role: 'Cliente' })).toEqual([]);
  });
});
