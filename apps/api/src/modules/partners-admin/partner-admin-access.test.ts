import type { CreatedApiKey, PartnerWorkspace } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import {
  assignPartner,
  insertPartner,
  insertPartnerOrder,
  insertShare,
  signedInExterno,
} from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const createKey = async (headers: Headers, name: string) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-keys',
    headers,
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<CreatedApiKey>(response).data;
};

const workspaceOf = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/partner/workspace', headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerWorkspace>(response).data;
};

/** Every staff endpoint of partners and their orders, naming `partnerId`. */
const staffRequests = (partnerId: number) =>
  [
    { method: 'GET', url: '/api/admin/external-orders' },
    { method: 'GET', url: '/api/admin/external-orders/export' },
    { method: 'GET', url: '/api/admin/partners' },
    { method: 'POST', url: '/api/admin/partners', payload: {} },
    { method: 'PUT', url: `/api/admin/partners/${partnerId}`, payload: {} },
    { method: 'GET', url: `/api/admin/partners/${partnerId}/shares` },
    { method: 'GET', url: `/api/admin/partners/${partnerId}/settlements` },
    { method: 'POST', url: `/api/admin/partners/${partnerId}/settlements`, payload: {} },
  ] as const;

describe('a partner’s user', () => {
  it('sees its own business only, and cannot revoke another partner’s key', async () => {
    const a = await insertPartner(t.ctx, { name: 'Agente A S.A.C.' });
    const b = await insertPartner(t.ctx, { name: 'Agente B S.A.C.' });
    const userA = await signedInExterno(t, a.id);
    const userB = await signedInExterno(t, b.id);
    const { order } = await insertPartnerOrder(t.ctx, b.id);
    await insertShare(t.ctx, { partnerId: b.id, orderId: order.id, amount: '7.50' });
    const keyA = await createKey(userA.headers, 'Sistema A');
    const keyB = await createKey(userB.headers, 'Sistema B');

    const workspaceA = await workspaceOf(userA.headers);
    expect(workspaceA.partner).toMatchObject({ id: a.id, name: 'Agente A S.A.C.' });
    expect(workspaceA.partner.users.map((user) => user.id)).toEqual([userA.user.id]);
    expect(workspaceA.apiKeys.map((key) => key.id)).toEqual([keyA.id]);
    expect(workspaceA).toMatchObject({ unsettledShare: '0.00', settlements: [] });
    expect((await workspaceOf(userB.headers)).unsettledShare).toBe('7.50');

    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/partner/api-keys/${keyB.id}`,
      headers: userA.headers,
    });
    expect(revoke.statusCode).toBe(404);
    expect(body(revoke).code).toBe('PARTNER_API_KEY_NOT_FOUND');
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/partner/api-keys/999999',
      headers: userA.headers,
    });
    expect(body(unknown)).toMatchObject({ code: 'PARTNER_API_KEY_NOT_FOUND', message: body(revoke).message });
    expect((await workspaceOf(userB.headers)).apiKeys).toEqual([
      expect.objectContaining({ id: keyB.id, revokedAt: null }),
    ]);
    const stillValid = await t.app.inject({
      method: 'GET',
      url: '/api/partner-api/v1/orders/ZZZZZZZZ',
      headers: { authorization: `Bearer ${keyB.key}` },
    });
    expect(stillValid.statusCode).toBe(404);

    const own = await t.app.inject({
      method: 'DELETE',
      url: `/api/partner/api-keys/${keyA.id}`,
      headers: userA.headers,
    });
    expect(own.statusCode).toBe(200);
    expect((await workspaceOf(userA.headers)).apiKeys[0]?.revokedAt).toBe(t.clock.now().toISOString());
  });

  it('keeps the key secret: only its prefix and hash are stored, and it is shown once', async () => {
    const partner = await insertPartner(t.ctx);
    const user = await signedInExterno(t, partner.id);
    const created = await createKey(user.headers, 'ERP');
    expect(created.key).toMatch(/^cbx_live_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 12));
    const [listed] = (await workspaceOf(user.headers)).apiKeys;
    expect(listed).not.toHaveProperty('key');
    expect(JSON.stringify(listed)).not.toContain(created.key.slice(12));
  });

  it('is refused every staff endpoint, even on its own partner', async () => {
    const partner = await insertPartner(t.ctx);
    const { headers } = await signedInExterno(t, partner.id);
    for (const request of staffRequests(partner.id)) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
  });

  it('without a partner is told so instead of seeing one', async () => {
    const partner = await insertPartner(t.ctx);
    const { user, headers } = await signedInExterno(t, partner.id);
    await assignPartner(t.ctx, user.id, null);
    const response = await t.app.inject({ method: 'GET', url: '/api/partner/workspace', headers });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('PARTNER_ACCOUNT_WITHOUT_PARTNER');
  });
});

describe('staff', () => {
  it('need the module: a Colaborador without it is refused, with view may read but not settle', async () => {
    const partner = await insertPartner(t.ctx);
    const none = await signedInColaborador(t);
    for (const request of staffRequests(partner.id)) {
      const response = await t.app.inject({ ...request, headers: none.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }

    const viewer = await signedInColaborador(t, [
      { module: 'external-orders', canView: true, canEdit: false },
    ]);
    for (const request of staffRequests(partner.id).filter(
      (item) => item.url.includes('external-orders') || item.url.endsWith('/shares'),
    )) {
      const response = await t.app.inject({ ...request, headers: viewer.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(200);
    }
    const settle = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/settlements`,
      headers: viewer.headers,
      payload: {},
    });
    expect(body(settle).code).toBe('FORBIDDEN_MODULE');
  });

  it('with module terceros see the partners, but only an Administrador creates or edits one', async () => {
    const partner = await insertPartner(t.ctx);
    const terceros = await signedInColaborador(t, [{ module: 'terceros', canView: true, canEdit: true }]);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/partners', headers: terceros.headers });
    expect(list.statusCode).toBe(200);
    for (const request of staffRequests(partner.id).filter(
      (item) =>
        item.url.startsWith('/api/admin/partners') &&
        item.method !== 'GET' &&
        !item.url.endsWith('settlements'),
    )) {
      const response = await t.app.inject({ ...request, headers: terceros.headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(body(response).code).toBe('FORBIDDEN_ROLE');
    }
  });

  it('are refused the partner’s own endpoints', async () => {
    const headers = await t.authAs('admin');
    for (const request of [
      { method: 'GET', url: '/api/partner/workspace' },
      { method: 'POST', url: '/api/partner/api-keys', payload: { name: 'x' } },
      { method: 'DELETE', url: '/api/partner/api-keys/1' },
      { method: 'GET', url: '/api/partner/webhook-endpoints' },
      { method: 'POST', url: '/api/partner/webhook-endpoints/1/test' },
    ] as const) {
      const response = await t.app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
    }
  });
});
