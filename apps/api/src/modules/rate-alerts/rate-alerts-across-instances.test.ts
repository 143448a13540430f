import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { browserKeys, startPushService } from '../../../test/support/push-service.ts';
import { createAlert, firedMails } from '../../../test/support/rate-alerts.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

const board = (buy: string, sell: string) => ({
  buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: buy }],
  sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: sell }],
});

let a: TestApp;
let b: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  a = await buildTestApp();
  b = await buildTestApp({ database: a.database });
  pushService = await startPushService();
});
afterAll(async () => {
  await b.close();
  await a.close();
  await pushService.close();
});

const publishOn = async (t: TestApp, rates: ReturnType<typeof board>) => {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/exchange/rates',
    headers: await t.authAs('admin'),
    payload: rates,
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('two instances on one database', () => {
  it('boards crossing an alert published on both at once fire it exactly once: one mail, one push', async () => {
    await publishOn(a, board('3.7410', '3.7690'));
    const { user, headers } = await operativeCustomer(a);
    const keys = browserKeys();
    await a.app.inject({
      method: 'POST',
      url: '/api/rate-alerts/push-subscription',
      headers,
      payload: { endpoint: `${pushService.url}/push/both`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(
      (await createAlert(a, headers, { condition: 'atOrBelow', rate: '3.7300', amountUsd: '800' }))
        .statusCode,
    ).toBe(200);

    await Promise.all([
      publishOn(a, board('3.7100', '3.7300')),
      publishOn(b, board('3.7050', '3.7250')),
      publishOn(a, board('3.7000', '3.7200')),
      publishOn(b, board('3.7100', '3.7300')),
    ]);
    await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.drain(), b.drain()]);

    const mails = [...(await firedMails(a, user.email!)), ...(await firedMails(b, user.email!))];
    expect(mails).toHaveLength(1);
    expect(pushService.received.filter((push) => push.path === '/push/both')).toHaveLength(1);

    // Back above it on B, then met again on A: a new crossing, fired once more.
    await publishOn(b, board('3.7410', '3.7690'));
    await publishOn(a, board('3.7100', '3.7300'));
    await Promise.all([a.drain(), b.drain()]);
    const again = [...(await firedMails(a, user.email!)), ...(await firedMails(b, user.email!))];
    expect(again).toHaveLength(2);
    expect(pushService.received.filter((push) => push.path === '/push/both')).toHaveLength(2);
  });
});
