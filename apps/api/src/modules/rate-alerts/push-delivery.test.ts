import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operativeCustomer } from '../../../test/support/orders.ts';
import { browserKeys, decryptPush, readVapid, startPushService } from '../../../test/support/push-service.ts';
import {
  createAlert,
  openLink,
  publishRates,
  subscriptionsOf,
  visitorAlert,
} from '../../../test/support/rate-alerts.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { PUSH_TTL_SECONDS } from './send-push.ts';

let t: TestApp;
let pushService: Awaited<ReturnType<typeof startPushService>>;

beforeAll(async () => {
  t = await buildTestApp();
  pushService = await startPushService();
  await publishRates(t, { buy: '3.7410', sell: '3.7690' });
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

describe('Web Push of a fired alert', () => {
  it('posts one aes128gcm push, VAPID-signed with the key the web is given, that the browser’s keys decrypt', async () => {
    const { user, headers } = await operativeCustomer(t);
    const keys = browserKeys();
    const subscribed = await t.app.inject({
      method: 'POST',
      url: '/api/rate-alerts/push-subscription',
      headers,
      payload: {
        endpoint: `${pushService.url}/push/customer-1`,
        keys: { p256dh: keys.p256dh, auth: keys.auth },
      },
    });
    expect(subscribed.statusCode, subscribed.body).toBe(200);
    await createAlert(t, headers, { condition: 'atOrAbove', rate: '3.7500', amountUsd: '1200' });

    await publishRates(t, { buy: '3.7500', sell: '3.7700' });
    await t.drain();
    const pushes = pushService.received.filter((push) => push.path === '/push/customer-1');
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(PUSH_TTL_SECONDS));
    expect(push!.headers.urgency).toBe('high');
    expect(JSON.parse(decryptPush(push!.body, keys))).toEqual({
      title: 'El dólar está a S/ 3.750',
      body: 'Tu alerta: te compramos dólares a S/ 3.750 o más. Toca para abrir la calculadora.',
      url: '/crear-orden?divisas=compra&usd=1200.00',
      tag: expect.stringMatching(/^rate-alert-\d+$/),
    });

    const served = body<{ publicKey: string }>(
      await t.app.inject({ method: 'GET', url: '/api/push/public-key', headers: APP_KEY_HEADER }),
    ).data.publicKey;
    const vapid = readVapid(push!.headers.authorization);
    expect(vapid.key).toBe(served);
    expect(vapid.claims.aud).toBe(pushService.url);
    expect(vapid.claims.sub).toBe('mailto:no-reply@cambix.test');
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(await subscriptionsOf(t, user.id)).toHaveLength(1);
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });
  });

  it('a 410 from the push service deletes the subscription; the mail still goes', async () => {
    const { user, headers } = await operativeCustomer(t);
    const keys = browserKeys();
    await t.app.inject({
      method: 'POST',
      url: '/api/rate-alerts/push-subscription',
      headers,
      payload: { endpoint: `${pushService.url}/push/gone`, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    await createAlert(t, headers, { condition: 'atOrBelow', rate: '3.7000', amountUsd: '300' });
    pushService.answer(410);
    try {
      await publishRates(t, { buy: '3.6800', sell: '3.7000' });
      await t.drain();
    } finally {
      pushService.answer(201);
    }
    expect(pushService.received.filter((push) => push.path === '/push/gone')).toHaveLength(1);
    expect(await subscriptionsOf(t, user.id)).toEqual([]);
    expect((await t.outbox()).filter((mail) => mail.to.includes(user.email!))).toHaveLength(1);
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });
  });

  it('a visitor’s browser subscribes through the alert’s link, only once it was opened', async () => {
    const email = 'push.visitante@cambix.test';
    const { token } = await visitorAlert(t, {
      email,
      condition: 'atOrBelow',
      rate: '3.7200',
      amountUsd: '100',
    });
    const keys = browserKeys();
    const subscribe = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/rate-alerts/visitor/push-subscription',
        headers: APP_KEY_HEADER,
        payload: {
          token,
          subscription: {
            endpoint: `${pushService.url}/push/visitor`,
            keys: { p256dh: keys.p256dh, auth: keys.auth },
          },
        },
      });
    expect(body(await subscribe())).toMatchObject({ code: 'RATE_ALERT_LINK_INVALID' });
    await openLink(t, token);
    expect((await subscribe()).statusCode).toBe(200);
    await publishRates(t, { buy: '3.7000', sell: '3.7200' });
    await t.drain();
    const pushes = pushService.received.filter((push) => push.path === '/push/visitor');
    expect(pushes).toHaveLength(1);
    expect(JSON.parse(decryptPush(pushes[0]!.body, keys))).toMatchObject({
      url: '/crear-orden?divisas=venta&usd=100.00',
    });
    await publishRates(t, { buy: '3.7410', sell: '3.7690' });
  });

  it('refuses an endpoint that is not https (plain http only on this machine, outside production)', async () => {
    const { headers } = await operativeCustomer(t);
    const keys = browserKeys();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/rate-alerts/push-subscription',
      headers,
      payload: { endpoint: 'http://push.example.com/x', keys: { p256dh: keys.p256dh, auth: keys.auth } },
    });
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ code: 'PUSH_SUBSCRIPTION_INVALID' });
  });
});
