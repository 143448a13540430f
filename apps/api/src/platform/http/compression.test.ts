import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { AdminOrderPage } from '@cambix/contract';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { readCsvExport } from '../../../test/support/csv-export.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { COMPRESS_FROM_BYTES, negotiateEncoding, registerCompression } from './compression.ts';
import { PreparedAnswer } from './prepared-answer.ts';

/** The body as the browser reads it, whatever the encoding it came in. */
function decoded(response: LightMyRequestResponse): string {
  const raw = response.rawPayload;
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  expect(encoding).toBeUndefined();
  return raw.toString('utf8');
}

/** A JSON text of exactly `bytes` bytes. */
const jsonOf = (bytes: number) => JSON.stringify({ x: 'a'.repeat(bytes - 8) });

describe('the compression every API route gets (a Fastify with registerCompression only)', () => {
  let app: FastifyInstance;
  const prepared = new PreparedAnswer(z.string(), 'catálogo '.repeat(300));

  beforeAll(async () => {
    app = Fastify();
    await app.register(async (api) => {
      await registerCompression(api);
      api.get<{ Params: { bytes: string } }>('/json/:bytes', (request, reply) =>
        reply.type('application/json; charset=utf-8').send(jsonOf(Number(request.params.bytes))),
      );
      api.get<{ Params: { type: string } }>('/typed/:type', (request, reply) =>
        reply.type(decodeURIComponent(request.params.type)).send(Buffer.from('x;y\r\n'.repeat(1000))),
      );
      api.get('/prepared', (request, reply) => prepared.send(request, reply, 60));
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it(`sends a body of ${COMPRESS_FROM_BYTES - 1} bytes as it is, and one of ${COMPRESS_FROM_BYTES} compressed`, async () => {
    expect(jsonOf(COMPRESS_FROM_BYTES)).toHaveLength(COMPRESS_FROM_BYTES);
    const below = await get(`/json/${COMPRESS_FROM_BYTES - 1}`, 'gzip, deflate, br');
    expect(below.headers['content-encoding']).toBeUndefined();
    expect(below.body).toBe(jsonOf(COMPRESS_FROM_BYTES - 1));
    const at = await get(`/json/${COMPRESS_FROM_BYTES}`, 'gzip, deflate, br');
    expect(at.headers['content-encoding']).toBe('br');
    expect(at.headers.vary).toBe('accept-encoding');
    expect(decoded(at)).toBe(jsonOf(COMPRESS_FROM_BYTES));
  });

  it('answers br, gzip or the plain body as Accept-Encoding asks; never deflate or zstd', async () => {
    const cases: [string | undefined, string | undefined][] = [
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip, deflate, br, zstd', 'br'],
      ['br;q=0.5, gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['*', 'gzip'],
      ['identity', undefined],
      ['deflate', undefined],
      ['zstd', undefined],
      ['br;q=0, gzip;q=0', undefined],
      [undefined, undefined],
    ];
    for (const [accept, expected] of cases) {
      const response = await get('/json/5000', accept);
      expect(response.headers['content-encoding'], String(accept)).toBe(expected);
      expect(decoded(response)).toBe(jsonOf(5000));
    }
  });

  it('compresses JSON, CSV and other text; never PDFs, images, archives or bare bytes', async () => {
    const encodingOf = async (type: string) =>
      (await get(`/typed/${encodeURIComponent(type)}`, 'br')).headers['content-encoding'];
    for (const type of [
      'application/json; charset=utf-8',
      'text/csv; charset=utf-8',
      'text/plain; charset=us-ascii',
      'application/xml; charset=utf-8',
    ])
      expect(await encodingOf(type), type).toBe('br');
    for (const type of [
      'application/pdf',
      'image/jpeg',
      'image/png',
      'application/zip',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/octet-stream',
    ])
      expect(await encodingOf(type), type).toBeUndefined();
  });

  it('picks for a prepared answer the encoding the plugin picks for any other answer', async () => {
    for (const accept of [
      undefined,
      'br',
      'gzip',
      'GZIP',
      'x-gzip',
      '*',
      'identity',
      'deflate',
      'br;q=0.2, gzip;q=0.8',
      'gzip;q=0.5, br;q=0.5',
      'br;q=0, *',
      'deflate, gzip;q=0',
    ]) {
      const plain = await get('/json/5000', accept);
      const answer = await get('/prepared', accept);
      expect(answer.headers['content-encoding'], String(accept)).toBe(plain.headers['content-encoding']);
      expect(negotiateEncoding(accept) ?? undefined, String(accept)).toBe(plain.headers['content-encoding']);
      expect(decoded(answer)).toBe(prepared.body);
    }
  });
});

describe('a catalogue answered to another origin', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { corsOrigins: ['https://socio.example'] } });
  });
  afterAll(() => t.close());

  it('varies by origin and by encoding', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/banks',
      headers: { ...APP_KEY_HEADER, origin: 'https://socio.example', 'accept-encoding': 'br' },
    });
    expect(response.headers['access-control-allow-origin']).toBe('https://socio.example');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('Origin, accept-encoding');
  });
});

describe('private answers of the app', () => {
  let t: TestApp;
  let admin: { authorization: string };

  beforeAll(async () => {
    t = await buildTestApp();
    admin = await t.authAs('admin');
    const customer = await insertCustomer(t.ctx, { documentNumber: '47100001' });
    for (let n = 0; n < 12; n++) await insertOrder(t.ctx, customer.id);
  });
  afterAll(() => t.close());

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: { ...admin, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the staff order page in br or gzip as asked, the same JSON, still not stored and untagged', async () => {
    const plain = await get('/api/admin/orders?size=25');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(body<AdminOrderPage>(plain).data.items.length).toBeGreaterThanOrEqual(12);
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/admin/orders?size=25', encoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.headers.etag).toBeUndefined();
      expect(decoded(response)).toBe(plain.body);
      expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    }
  });

  it('sends a small answer and a refusal as they are', async () => {
    const session = await t.sessionOf('admin');
    const small = await get(`/api/stateUser/${session.user.id}`, 'br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_FROM_BYTES);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?size=7',
      headers: { ...admin, 'accept-encoding': 'br' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(body(refused).code).toBe('VALIDATION_FAILED');
  });

  it('compresses a CSV export, which still opens as the same file', async () => {
    const plain = await get('/api/admin/orders/export');
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_FROM_BYTES);
    for (const encoding of ['br', 'gzip']) {
      const response = await get('/api/admin/orders/export', encoding);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toBe(plain.headers['content-disposition']);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(decoded(response)).toBe(plain.body);
      expect(readCsvExport(decoded(response)).length).toBeGreaterThan(12);
    }
  });

  it('sends a PDF as its own bytes, never compressed', async () => {
    const response = await get('/api/admin/finance/summary/pdf?from=2026-11&to=2026-11', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });
});
