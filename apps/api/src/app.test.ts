import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { endpoint, withCallers } from '@cambix/contract';
import { callers } from '@cambix/contract/callers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../test/support/test-app.ts';
import { buildApp } from './app.ts';
import { defineRoute } from './platform/http/route.ts';

const { boom, leaky } = withCallers(
  { boom: callers.open(), leaky: callers.open() },
  {
    boom: endpoint<{ response: null }>('GET', '/api/test/boom'),
    leaky: endpoint<{ response: { name: string } }>('GET', '/api/test/leaky'),
  },
);

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-web-'));
  await fs.mkdir(path.join(webDist, 'assets'));
  await fs.writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Cambix</title>');
  await fs.writeFile(path.join(webDist, 'assets', 'app-1a2b.js'), 'console.log(1)');
  await fs.writeFile(path.join(webDist, 'sw.js'), '// service worker');
  await fs.writeFile(
    path.join(webDist, 'cliente.html'),
    '<!doctype html><title>Cambix</title><!-- cliente -->',
  );
  await fs.mkdir(path.join(webDist, 'pages'));
  await fs.writeFile(
    path.join(webDist, 'pages', 'customerNewOrder.html'),
    '<!doctype html><title>Cambix</title><!-- cliente --><!-- nueva orden -->',
  );
  await fs.writeFile(
    path.join(webDist, 'documents.json'),
    JSON.stringify({
      documents: [
        {
          file: 'cliente.html',
          prefixes: ['/userDashboard'],
          pages: [{ path: '/userDashboard/nueva-orden/:codigo?', file: 'pages/customerNewOrder.html' }],
        },
        // Named but not built: its paths get index.html.
        { file: 'staff.html', prefixes: ['/dashboard'] },
      ],
    }),
  );
  t = await buildTestApp({
    config: { webDist },
    routes(app, ctx) {
      defineRoute(
        app,
        ctx,
        boom,
        { response: z.null() },
        {
          handler: async () => {
            throw new Error('detalle interno: conexión a 10.0.0.5 rechazada');
          },
        },
      );
      defineRoute(
        app,
        ctx,
        leaky,
        { response: z.object({ name: z.string() }) },
        {
          // The handler returns more than the contract allows; the response schema keeps it in.
          handler: async () => ({ name: 'Ana', passwordHash: '$argon2id$secreto' }) as { name: string },
        },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

describe('the envelope', () => {
  it('answers health checks without any client key', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(body(response)).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('hides the detail of a server error', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      success: false,
      code: 'INTERNAL',
      message: 'Ocurrió un error inesperado. Inténtalo de nuevo en unos minutos.',
    });
    expect(response.body).not.toMatch(/10\.0\.0\.5|stack|Error/);
  });

  it('sends only the fields the contract names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/test/leaky' });
    expect(body(response).data).toEqual({ name: 'Ana' });
  });

  it('answers an unknown API path and a malformed body with a code', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/api/no-existe' });
    expect(missing.statusCode).toBe(404);
    expect(body(missing)).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { authorization: 'AppKey cambix-web', 'content-type': 'application/json' },
      payload: '{"dni": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(body(malformed).code).toBe('VALIDATION_FAILED');
  });

  it('refuses to register an API route that serves no contract endpoint', async () => {
    const bare = await buildApp(t.ctx);
    try {
      expect(() => bare.get('/api/sin-regla', async () => 'x')).toThrow(/serves no contract endpoint/);
    } finally {
      await bare.close();
    }
  });
});

describe('security headers', () => {
  it("sends helmet's headers on API answers and pages alike", async () => {
    for (const url of ['/api/health', '/login', '/api/no-existe']) {
      const { headers } = await t.app.inject({ method: 'GET', url });
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'cross-origin-opener-policy': 'same-origin',
      });
    }
  });
});

describe('caching', () => {
  it('no browser or proxy keeps an API answer unless its route opts in', async () => {
    const personal = await t.app.inject({
      method: 'GET',
      url: '/api/listBanksUser',
      headers: await t.authAs('cliente'),
    });
    expect(personal.statusCode).toBe(200);
    const answers = [
      personal,
      await t.app.inject({ method: 'GET', url: '/api/listBanksUser', headers: APP_KEY_HEADER }),
      await t.app.inject({ method: 'GET', url: '/api/health' }),
      await t.app.inject({ method: 'GET', url: '/api/no-existe' }),
    ];
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('no-store');

    const catalogue = await t.app.inject({ method: 'GET', url: '/api/banks', headers: APP_KEY_HEADER });
    expect(catalogue.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    expect((await t.app.inject({ method: 'GET', url: '/login' })).headers['cache-control']).toBe('no-cache');
  });
});

describe('the web app on the same port', () => {
  it('serves index.html for every page path, uncached', async () => {
    for (const url of ['/', '/login', '/dashboard/pago/12', '/userDashboard/nueva-orden/AB12CD34']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Cambix</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("serves an area's own document under its paths, and index.html elsewhere", async () => {
    const isClient = async (url: string) =>
      (await t.app.inject({ method: 'GET', url })).body.includes('<!-- cliente -->');
    expect(await isClient('/userDashboard')).toBe(true);
    expect(await isClient('/userDashboard/nueva-orden/AB12CD34?x=1')).toBe(true);
    expect(await isClient('/userDashboardes')).toBe(false);
    // A page with a copy of its own gets it (decision 203); the area's others get the area's.
    const newOrder = await t.app.inject({ method: 'GET', url: '/userDashboard/nueva-orden/AB12CD34?x=1' });
    expect(newOrder.body).toContain('<!-- nueva orden -->');
    expect(newOrder.headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/userDashboard' })).body).not.toContain('nueva orden');
    expect(await isClient('/login')).toBe(false);
    expect(await isClient('/dashboard/pagos')).toBe(false);
    const staff = await t.app.inject({ method: 'GET', url: '/dashboard/pagos' });
    expect(staff.statusCode).toBe(200);
    expect(staff.body).toContain('<title>Cambix</title>');
  });

  it('caches hashed assets for a year and 404s a missing file', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1a2b.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
    expect((await t.app.inject({ method: 'GET', url: '/assets/no-existe.js' })).statusCode).toBe(404);
  });
});
