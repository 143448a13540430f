// What moves the clock on: retries over days, a rotation's overlap, the receiver's replay window. Each test
// has its own app, so no other test's session or queue sees the clock jump.
import net, { type AddressInfo } from 'node:net';
import {
  WEBHOOK_PREVIOUS_SECRET_HOURS,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hostAnswers } from '../../../test/support/host-answers.ts';
import { insertPartner, signedInExterno } from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { dueAt } from '../../../test/support/test-jobs.ts';
import {
  addEndpoint,
  startWebhookReceiver,
  verifyPost,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { partnerWebhookDeliveries } from '../../platform/db/schema/index.ts';
import {
  WEBHOOK_JOBS,
  WEBHOOK_RETRIES,
  WEBHOOK_RETRY_MAX_SECONDS,
  WEBHOOK_RETRY_SECONDS,
} from './deliver-webhook.ts';

let t: TestApp;
let receiver: WebhookReceiver;
let partnerId: number;
let headers: Record<string, string>;
let endpoint: WebhookEndpointWithSecret;
beforeEach(async () => {
  t = await buildTestApp();
  receiver = await startWebhookReceiver();
  partnerId = (await insertPartner(t.ctx)).id;
  ({ headers } = await signedInExterno(t, partnerId));
  endpoint = await addEndpoint(t, headers, receiver.url, ['order.paid']);
});
afterEach(async () => {
  await t.close();
  await receiver.close();
});

const ping = async (path = `/api/partner/webhook-endpoints/${endpoint.id}/test`) => {
  const response = await t.app.inject({ method: 'POST', url: path, headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<WebhookDelivery>(response).data;
};
const deliveryRow = async (id: number) =>
  (await t.ctx.db.select().from(partnerWebhookDeliveries).where(eq(partnerWebhookDeliveries.id, id)))[0];
const HOUR = 3_600_000;

/** The shortest wait before retry `n` (1-based) under pg-boss's backoff: the base doubled, capped. */
const shortestWait = (retry: number) =>
  Math.min(WEBHOOK_RETRY_SECONDS * 2 ** (retry - 1), WEBHOOK_RETRY_MAX_SECONDS) * 1000;

describe('retries', () => {
  it('span at least three days at their shortest', () => {
    const total = Array.from({ length: WEBHOOK_RETRIES }, (_, index) => shortestWait(index + 1)).reduce(
      (sum, wait) => sum + wait,
    );
    expect(total).toBeGreaterThanOrEqual(72 * HOUR);
    // One retry fewer would not: the count is the least that reaches three days.
    expect(total - shortestWait(WEBHOOK_RETRIES)).toBeLessThan(72 * HOUR);
  });

  it('wait their backoff, not a second less, then the delivery is given up', async () => {
    receiver.answer = { status: 500, body: 'caído' };
    const delivery = await ping();
    const started = t.clock.now().getTime();
    await t.drain();
    for (let retry = 1; retry <= WEBHOOK_RETRIES; retry++) {
      const postedAt = t.clock.now().getTime();
      expect(receiver.received).toHaveLength(retry);
      expect(await deliveryRow(delivery.id)).toMatchObject({
        attempts: retry,
        lastError: 'HTTP 500',
        responseStatus: 500,
        failedAt: null,
      });
      const [job] = await t.ctx.jobs.find(WEBHOOK_JOBS, { deliveryId: delivery.id });
      expect(job!.state).toBe('retry');
      const wait = job!.startAfter.getTime() - postedAt;
      expect(wait).toBeGreaterThanOrEqual(shortestWait(retry));
      expect(wait).toBeLessThanOrEqual(Math.min(2 * shortestWait(retry), WEBHOOK_RETRY_MAX_SECONDS * 1000));
      t.clock.set(new Date(job!.startAfter.getTime() - 1000));
      await t.drain();
      expect(receiver.received).toHaveLength(retry);
      t.clock.set(dueAt(job!));
      await t.drain();
    }
    expect(receiver.received).toHaveLength(WEBHOOK_RETRIES + 1);
    expect(t.clock.now().getTime() - started).toBeGreaterThanOrEqual(72 * HOUR);
    expect(await deliveryRow(delivery.id)).toMatchObject({
      attempts: WEBHOOK_RETRIES + 1,
      failedAt: t.clock.now(),
      lastError: 'HTTP 500',
    });
    t.clock.advance(2 * WEBHOOK_RETRY_MAX_SECONDS * 1000);
    await t.drain();
    expect(receiver.received).toHaveLength(WEBHOOK_RETRIES + 1);
  });
});

describe('a secret rotation', () => {
  it('signs with both secrets until the old one expires, then with the new one only', async () => {
    const rotated = await t.app.inject({
      method: 'POST',
      url: `/api/partner/webhook-endpoints/${endpoint.id}/rotate-secret`,
      headers,
    });
    const renewed = body<WebhookEndpointWithSecret>(rotated).data;
    const expires = new Date(t.clock.now().getTime() + WEBHOOK_PREVIOUS_SECRET_HOURS * HOUR);
    expect(renewed).toMatchObject({ id: endpoint.id, previousSecretExpiresAt: expires.toISOString() });
    expect(renewed.secret).not.toBe(endpoint.secret);

    t.clock.set(new Date(expires.getTime() - 1000));
    // A day on, the session of the beforeEach has expired: the partner's user signs in again.
    ({ headers } = await signedInExterno(t, partnerId));
    await ping();
    await t.drain();
    const during = receiver.received.at(-1)!;
    expect((during.headers['webhook-signature'] as string).split(' ')).toHaveLength(2);
    // A receiver still on the old secret verifies, and so does one already on the new.
    expect(verifyPost(endpoint.secret, during, t.clock.now())).toMatchObject({ type: 'webhook.test' });
    expect(verifyPost(renewed.secret, during, t.clock.now())).toMatchObject({ type: 'webhook.test' });

    t.clock.set(expires);
    await ping();
    await t.drain();
    const after = receiver.received.at(-1)!;
    expect((after.headers['webhook-signature'] as string).split(' ')).toHaveLength(1);
    expect(verifyPost(renewed.secret, after, t.clock.now())).toMatchObject({ type: 'webhook.test' });
    expect(() => verifyPost(endpoint.secret, after, t.clock.now())).toThrow('No matching signature found');
  });
});

describe('the receiver’s replay window', () => {
  it('takes a delivery up to five minutes either side of its timestamp, and refuses it after', async () => {
    await ping();
    await t.drain();
    const [post] = receiver.received;
    const sent = Number(post!.headers['webhook-timestamp']) * 1000;
    expect(verifyPost(endpoint.secret, post!, new Date(sent + 300_000))).toMatchObject({
      type: 'webhook.test',
    });
    expect(() => verifyPost(endpoint.secret, post!, new Date(sent + 301_000))).toThrow(
      'Message timestamp too old',
    );
    expect(verifyPost(endpoint.secret, post!, new Date(sent - 300_000))).toMatchObject({
      type: 'webhook.test',
    });
    expect(() => verifyPost(endpoint.secret, post!, new Date(sent - 301_000))).toThrow(
      'Message timestamp too new',
    );
  });
});

describe('an endpoint whose name answers differently at delivery (production)', () => {
  it('is checked again on the very address it would connect to, and no connection is made', async () => {
    // Something listening on this machine, counting every connection it is offered.
    let connections = 0;
    const inside = net.createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => inside.listen(0, '127.0.0.1', resolve));
    const port = (inside.address() as AddressInfo).port;
    const dns: Record<string, string[]> = { 'cambiante.example.pe': ['200.48.225.130'] };
    const production = await buildTestApp({ config: { env: 'production' }, resolveHost: hostAnswers(dns) });
    try {
      const partner = await insertPartner(production.ctx);
      const signedIn = await signedInExterno(production, partner.id);
      const saved = await addEndpoint(
        production,
        signedIn.headers,
        `https://cambiante.example.pe:${port}/hook`,
        ['order.paid'],
      );
      dns['cambiante.example.pe'] = ['127.0.0.1'];
      const pinged = await production.app.inject({
        method: 'POST',
        url: `/api/partner/webhook-endpoints/${saved.id}/test`,
        headers: signedIn.headers,
      });
      const queued = body<WebhookDelivery>(pinged).data;

      for (const [index, answer] of ['127.0.0.1', '10.0.0.7', '::ffff:127.0.0.1'].entries()) {
        dns['cambiante.example.pe'] = [answer];
        await production.drain();
        const [row] = await production.ctx.db
          .select()
          .from(partnerWebhookDeliveries)
          .where(eq(partnerWebhookDeliveries.id, queued.id));
        expect(row).toMatchObject({
          attempts: index + 1,
          deliveredAt: null,
          failedAt: null,
          responseStatus: null,
        });
        expect(row?.lastError).toBe(
          `La dirección apunta a ${answer}, que no es pública. Usa la dirección pública de tu servidor.`,
        );
        const [job] = await production.ctx.jobs.find(WEBHOOK_JOBS, { deliveryId: queued.id });
        production.clock.set(dueAt(job!));
      }
      expect(connections).toBe(0);
    } finally {
      await production.close();
      await new Promise<void>((resolve) => inside.close(() => resolve()));
    }
  });
});
