import type { Bank, Commission, PaymentBankStep } from '@cambix/contract';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/banks', () => {
  it('lists the active catalogue publicly, with account types, colour, maximum and collection accounts', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER });
    expect(response.statusCode).toBe(200);
    const banks = body<Bank[]>(response).data;
    expect(banks).toHaveLength(13);
    expect(banks[0]).toEqual({
      id: expect.any(Number),
      code: '002',
      name: 'Banco de Crédito del Perú',
      shortName: 'BCP',
      color: '#002A8D',
      logoUrl: null,
      maxOrderAmount: null,
      hasCollectionAccount: true,
      accountTypes: [
        { id: expect.any(Number), code: 'AHORROS', name: 'Ahorros', minLength: 14, maxLength: 14 },
        { id: expect.any(Number), code: 'CORRIENTE', name: 'Corriente', minLength: 13, maxLength: 13 },
      ],
    });
    expect(banks.find((bank) => bank.code === '018')).toMatchObject({
      maxOrderAmount: '10000.00',
      hasCollectionAccount: false,
    });
  });

  it('lets the browser cache it: ETag and Cache-Control, 304 when unchanged', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=300/);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/banks',
      headers: { ...APP_KEY_HEADER, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/banks',
      headers: { ...APP_KEY_HEADER, 'if-none-match': '"otro"' },
    });
    expect(stale.statusCode).toBe(200);
  });

  it('tags each encoding of it apart: a tag revalidates only the body it was sent with', async () => {
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/api/banks', headers: { ...APP_KEY_HEADER, ...headers } });
    const plain = await get();
    const br = await get({ 'accept-encoding': 'br' });
    const gzip = await get({ 'accept-encoding': 'gzip' });
    expect([plain, br, gzip].map((response) => response.headers['content-encoding'])).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    for (const response of [plain, br, gzip]) expect(response.headers.vary).toBe('accept-encoding');
    const tag = plain.headers.etag as string;
    expect(br.headers.etag).toBe(`${tag.slice(0, -1)}-br"`);
    expect(gzip.headers.etag).toBe(`${tag.slice(0, -1)}-gzip"`);
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);

    const revalidate = (encoding: string, etag: string) =>
      get({ 'accept-encoding': encoding, 'if-none-match': etag });
    expect((await revalidate('br', br.headers.etag as string)).statusCode).toBe(304);
    expect((await revalidate('br', `W/${br.headers.etag as string}`)).statusCode).toBe(304);
    expect((await revalidate('gzip', `"otro", ${gzip.headers.etag as string}`)).statusCode).toBe(304);
    expect((await revalidate('identity', tag)).statusCode).toBe(304);
    expect((await revalidate('gzip', '*')).statusCode).toBe(304);
    const other = await revalidate('br', gzip.headers.etag as string);
    expect(other.statusCode).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    expect(other.headers.etag).toBe(br.headers.etag);
    expect((await revalidate('gzip', tag)).statusCode).toBe(200);
    expect((await revalidate('identity', br.headers.etag as string)).statusCode).toBe(200);
  });

  it('still needs a client of ours', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/banks' });
    expect(body(response).code).toBe('APP_KEY_INVALID');
  });
});

describe('GET /api/comissions', () => {
  it('gives a signed-in user the commission list with the default marked', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/comissions',
      headers: await t.authAs('cliente'),
    });
    expect(body<Commission[]>(response).data).toEqual([
      { value: '3.50', isDefault: false },
      { value: '4.00', isDefault: false },
      { value: '4.50', isDefault: true },
      { value: '5.00', isDefault: false },
      { value: '5.50', isDefault: false },
    ]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/comissions', headers: APP_KEY_HEADER });
    expect(body(anonymous).code).toBe('AUTH_REQUIRED');
  });
});

describe('GET /api/user/payment-bank-steps', () => {
  it('lists the steps of each bank in step_number order', async () => {
    const banks = body<Bank[]>(
      await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER }),
    ).data;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user/payment-bank-steps',
      headers: await t.authAs('cliente'),
    });
    const steps = body<PaymentBankStep[]>(response).data;
    const bcp = banks.find((bank) => bank.code === '002')!;
    const bcpSteps = steps.filter((step) => step.bankId === bcp.id);
    expect(bcpSteps.map((step) => step.step_number)).toEqual([1, 2, 3, 4]);
    expect(bcpSteps[0]?.text).toMatch(/BCP/);
    expect(new Set(steps.map((step) => step.bankId)).size).toBe(4);
    for (const bankId of new Set(steps.map((step) => step.bankId))) {
      const numbers = steps.filter((step) => step.bankId === bankId).map((step) => step.step_number);
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
  });
});
