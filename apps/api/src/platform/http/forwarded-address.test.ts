import Fastify from 'fastify';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { loadConfig } from '../env.ts';

// What the load balancer appends (the address it saw) after whatever the client sent.
const CLIENT = '203.0.113.7';
const forwardedBy = (spoofed: string, client = CLIENT) => ({ 'x-forwarded-for': `${spoofed}, ${client}` });

/** Public routes whose per-address limit guards guessing; bodies are left empty: the limit counts first. */
const LIMITED: { name: string; request: InjectOptions }[] = [
  { name: 'login', request: { method: 'POST', url: '/api/auth/login', payload: {} } },
  { name: 'registration', request: { method: 'POST', url: '/api/crearUsuario', payload: {} } },
  { name: 'recovery', request: { method: 'POST', url: '/api/recoverypassword', payload: {} } },
  { name: 'order-link codes', request: { method: 'GET', url: '/api/order-link/codigo/ZZZZ9999' } },
  { name: 'validateDni', request: { method: 'GET', url: '/api/validateDni/12345678' } },
];

let t: TestApp;
beforeAll(async () => {
  // As an operator writes it in the environment; app.inject connects from 127.0.0.1, the load balancer.
  t = await buildTestApp({ config: { trustProxy: loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy } });
});
afterAll(() => t.close());

describe('per-address limits behind a load balancer (TRUST_PROXY)', () => {
  it.each(LIMITED)(
    'a rotated leftmost X-Forwarded-For does not escape the limit of $name',
    async ({ request }) => {
      const send = (spoofed: string, client?: string) =>
        t.app.inject({
          ...request,
          headers: { ...APP_KEY_HEADER, ...forwardedBy(spoofed, client) },
        });
      const first = await send('198.51.100.0');
      const max = Number(first.headers['x-ratelimit-limit']);
      expect(max).toBeGreaterThan(0);
      for (let i = 1; i < max; i++) expect((await send(`198.51.100.${i}`)).statusCode).not.toBe(429);

      const rotated = await send('198.51.100.254');
      expect(rotated.statusCode).toBe(429);
      expect(body(rotated).code).toBe('RATE_LIMITED');
      // Another customer behind the same load balancer still gets through.
      expect((await send('198.51.100.254', '203.0.113.8')).statusCode).not.toBe(429);
    },
  );

  it('takes the client address from the listed proxies only', async () => {
    const app = Fastify({ trustProxy: loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1' }).trustProxy });
    app.get('/ip', async (request) => request.ip);
    const ipOf = async (forwarded: string, remoteAddress = '127.0.0.1') =>
      (await app.inject({ url: '/ip', remoteAddress, headers: { 'x-forwarded-for': forwarded } })).body;
    expect(await ipOf(`198.51.100.1, ${CLIENT}, 10.1.2.3`)).toBe(CLIENT);
    // A client that reaches the server without a listed proxy is taken at its word: none.
    expect(await ipOf('198.51.100.1', '192.0.2.50')).toBe('192.0.2.50');
    await app.close();
  });
});
