import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lapsedDivisasOrder, saveDivisas } from '../../../test/support/divisas.ts';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

// docs/rules/exchange.md#indicative-quotes: the calculator asks before the order exists.

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  await saveDivisas(t, { lapsedLocksLimit: 2, lapsedLocksWindowDays: 7 });
});
afterAll(() => t.close());

/** A divisas order of the customer's whose lock lapsed `ago` before now, then released. */
const lapsed = (userId: number, ago: number) =>
  lapsedDivisasOrder(t, userId, new Date(t.clock.now().getTime() - ago));

async function rateLock(headers: Record<string, string>) {
  const response = await t.app.inject({ method: 'GET', url: '/api/exchange/rate-lock', headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<{ indicative: boolean }>(response).data;
}

describe('GET /api/exchange/rate-lock', () => {
  it('is locked one lapse below the limit, indicative at it, for that customer only', async () => {
    const { user, headers } = await operativeCustomer(t);
    const other = await operativeCustomer(t);
    await lapsed(other.user.id, DAY);
    await lapsed(other.user.id, DAY);
    expect(await rateLock(headers)).toEqual({ indicative: false });
    await lapsed(user.id, DAY);
    expect(await rateLock(headers)).toEqual({ indicative: false });
    await lapsed(user.id, 2 * DAY);
    expect(await rateLock(headers)).toEqual({ indicative: true });
    expect(await rateLock(other.headers)).toEqual({ indicative: true });

    await saveDivisas(t, { lapsedLocksLimit: null, lapsedLocksWindowDays: null });
    try {
      expect(await rateLock(headers)).toEqual({ indicative: false });
    } finally {
      await saveDivisas(t, { lapsedLocksLimit: 2, lapsedLocksWindowDays: 7 });
    }
  });

  it('is asked signed in: nobody is counted before that', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/exchange/rate-lock',
      headers: APP_KEY_HEADER,
    });
    expect(response.statusCode).toBe(401);
  });
});
