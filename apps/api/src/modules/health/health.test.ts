import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { openTestDatabase } from '../../../test/support/test-database.ts';

let t: TestApp;
let database: Database;
beforeAll(async () => {
  // Its own database: the last test takes it away.
  database = await openTestDatabase();
  t = await buildTestApp({ database });
});
afterAll(() => t.close());

describe('health and readiness', () => {
  it('answers a load balancer, without any key, only the state of each dependency', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(body(response).data).toEqual({ status: 'ok', dependencies: { database: 'ok' } });
      expect(response.body).not.toMatch(/pglite|postgres|uptime/i);
    }
  });

  it('with the database gone, health says so and readiness answers 503', async () => {
    await database.close();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(body(health).data).toEqual({ status: 'degraded', dependencies: { database: 'down' } });

    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({
      success: false,
      code: 'SERVICE_UNAVAILABLE',
      data: { dependencies: { database: 'down' } },
    });
  });
});
