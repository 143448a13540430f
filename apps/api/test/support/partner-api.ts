// The partner API as a partner's system calls it: a key made by the partner's user, bearer headers, and
// requests to create and read orders.
import crypto from 'node:crypto';
import type { CreatedApiKey, PartnerApiKeyMode, PartnerOrderRequest } from '@cambix/contract';
import { expect } from 'vitest';
import { partnerApiKeys, users } from '../../src/platform/db/schema/index.ts';
import { apiKeyHash } from '../../src/modules/partners-admin/index.ts';
import { orderRequest } from './partner-orders.ts';
import { insertPartner } from './partner-rows.ts';
import { body, type TestApp } from './test-app.ts';

export type Headers = Record<string, string>;

export async function apiKeyOf(
  t: TestApp,
  role: 'externo' | 'externo2',
  name = 'ERP',
): Promise<CreatedApiKey> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/partner/api-keys',
    headers: await t.authAs(role),
    payload: { name },
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<CreatedApiKey>(response).data;
}

export const bearer = (key: string): Headers => ({ authorization: `Bearer ${key}` });

/** The order request of the partner API: the web form's without the key (it goes in the header). */
export async function apiOrder(
  t: TestApp,
  documentNumber: string,
  overrides: Omit<Partial<PartnerOrderRequest>, 'client'> = {},
) {
  const client = { documentNumber } as NonNullable<Parameters<typeof orderRequest>[1]>['client'];
  const {
    idempotencyKey: _key,
    partnerId: _partner,
    ...request
  } = await orderRequest(t, { client, ...overrides });
  return request;
}

export const createByApi = (t: TestApp, headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/partner-api/v1/orders', headers, payload });

export const getByApi = (t: TestApp, headers: Headers, code: string) =>
  t.app.inject({ method: 'GET', url: `/api/partner-api/v1/orders/${code}`, headers });

/** A new key of the partner, `live` or `test` (sandbox), written straight to the database. */
export async function addKey(t: TestApp, partnerId: number, mode: PartnerApiKeyMode): Promise<Headers> {
  const [someone] = await t.ctx.db.select({ id: users.id }).from(users).limit(1);
  const key = `cbx_${mode}_${crypto.randomBytes(32).toString('base64url')}`;
  await t.ctx.db.insert(partnerApiKeys).values({
    partnerId,
    name: mode === 'test' ? 'Pruebas' : 'ERP',
    prefix: key.slice(0, 12),
    keyHash: apiKeyHash(key),
    mode,
    createdBy: someone!.id,
  });
  return bearer(key);
}

/** A new partner with a live key, written straight to the database (no per-user limit on making keys). */
export async function partnerWithKey(
  t: TestApp,
): Promise<{ partnerId: number; key: string; headers: Headers }> {
  const partner = await insertPartner(t.ctx);
  const headers = await addKey(t, partner.id, 'live');
  return { partnerId: partner.id, key: headers.authorization!.slice('Bearer '.length), headers };
}
