import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// The web's countdowns follow this header (decision 215).
describe('the Date of every answer', () => {
  it('is the app’s clock, also when it is moved, on answers and refusals', async () => {
    t.clock.set('2026-11-21T15:00:00.900Z');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers.date).toBe('Sat, 21 Nov 2026 15:00:00 GMT');
    t.clock.advance(16 * 60_000);
    const refused = await t.app.inject({ method: 'GET', url: '/api/admin/orders' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.date).toBe('Sat, 21 Nov 2026 15:16:00 GMT');
    expect(refused.headers['cache-control']).toBe('no-store');
  });
});
