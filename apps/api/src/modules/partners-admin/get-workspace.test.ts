import { ORDER_STATUS, type PartnerWorkspace, type WebhookSettings } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAnswers } from '../../../test/support/host-answers.ts';
import {
  insertPartner,
  insertPartnerOrder,
  insertShare,
  signedInExterno,
} from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cambixAccounts, partners } from '../../platform/db/schema/index.ts';
import { systemResolver } from '../../platform/security/outbound-address.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ resolveHost: hostAnswers({ 'socio.example.pe': ['200.48.225.130'] }) });
  t.clock.set('2031-05-20T15:00:00Z');
});
afterAll(() => t.close());

type Headers = Record<string, string>;

const workspaceOf = async (headers: Headers) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/partner/workspace', headers });
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerWorkspace>(response).data;
};

const setWebhook = (headers: Headers, url: string | null) =>
  t.app.inject({ method: 'PUT', url: '/api/partner/webhook', headers, payload: { url } });

describe('the partner’s workspace', () => {
  it('adds up the Lima month, the share still owed and the settlements paid', async () => {
    const partner = await insertPartner(t.ctx, { name: 'Agente Mayo S.A.C.' });
    const { headers } = await signedInExterno(t, partner.id);
    // 2031-05-01 03:00 UTC is still April in Lima: not this month.
    const april = await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-01T03:00:00Z'),
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: april.order.id,
      amount: '2.00',
      accruedAt: new Date('2031-04-30T20:00:00Z'),
    });
    const finished = await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-02T15:00:00Z'),
      status: ORDER_STATUS.TERMINADA,
      finalizedAt: new Date('2031-05-02T16:00:00Z'),
      sendAmount: '1000.00',
    });
    await insertShare(t.ctx, {
      partnerId: partner.id,
      orderId: finished.order.id,
      amount: '9.00',
      accruedAt: new Date('2031-05-03T15:00:00Z'),
    });
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-10T15:00:00Z'),
      sendAmount: '400.00',
    });

    // A rejected order was created this month but sent nothing.
    await insertPartnerOrder(t.ctx, partner.id, {
      createdAt: new Date('2031-05-11T15:00:00Z'),
      status: ORDER_STATUS.FALLIDA,
      finalizedAt: new Date('2031-05-11T16:00:00Z'),
      sendAmount: '300.00',
    });

    const before = await workspaceOf(headers);
    expect(before.month).toEqual({ orders: 3, sendAmount: '1000.00', shareEarned: '9.00' });
    expect(before.unsettledShare).toBe('11.00');
    expect(before.partner).toMatchObject({ id: partner.id, name: 'Agente Mayo S.A.C.' });

    const [account] = await t.ctx.db
      .select({ id: cambixAccounts.id })
      .from(cambixAccounts)
      .where(eq(cambixAccounts.active, true))
      .limit(1);
    const settled = await t.app.inject({
      method: 'POST',
      url: `/api/admin/partners/${partner.id}/settlements`,
      headers: await t.authAs('admin'),
      payload: {
        from: '2031-04-01',
        to: '2031-04-30',
        cambixAccountId: account!.id,
        operationNumber: 'OP-1',
      },
    });
    expect(settled.statusCode, settled.body).toBe(200);
    const after = await workspaceOf(headers);
    expect(after.unsettledShare).toBe('9.00');
    expect(after.settlements).toEqual([
      expect.objectContaining({ amount: '2.00', shareCount: 1, from: '2031-04-01' }),
    ]);
  });

  it('sets the webhook with a new secret each time and removes it', async () => {
    const partner = await insertPartner(t.ctx);
    const { headers } = await signedInExterno(t, partner.id);
    const first = await setWebhook(headers, 'https://socio.example.pe/cambix');
    expect(first.statusCode, first.body).toBe(200);
    const second = await setWebhook(headers, 'https://socio.example.pe/cambix');
    const secrets = [body<WebhookSettings>(first).data.secret, body<WebhookSettings>(second).data.secret];
    expect(secrets[0]).not.toBe(secrets[1]);
    const [row] = await t.ctx.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(row).toMatchObject({ webhookUrl: 'https://socio.example.pe/cambix', webhookSecret: secrets[1] });
    expect((await workspaceOf(headers)).partner.webhookUrl).toBe('https://socio.example.pe/cambix');

    expect((await setWebhook(headers, 'http://socio.example.pe/cambix')).statusCode).toBe(400);
    const removed = await setWebhook(headers, null);
    expect(body<WebhookSettings>(removed).data).toEqual({ url: null, secret: null });
    const [cleared] = await t.ctx.db.select().from(partners).where(eq(partners.id, partner.id));
    expect(cleared).toMatchObject({ webhookUrl: null, webhookSecret: null });
  });
});

describe('a webhook in production', () => {
  const INTERNAL = 'que no es pública. Usa la dirección pública de tu servidor.';
  let production: TestApp;
  let headers: Headers;
  let partnerId: number;
  beforeAll(async () => {
    production = await buildTestApp({
      config: { env: 'production' },
      // What these names answer on the open Internet (this machine resolves none of them); the machine's own
      // name and localhost go to the system's resolver.
      resolveHost: hostAnswers(
        {
          'socio.example.pe': ['200.48.225.130'],
          'metadata.google.internal': ['169.254.169.254'],
          '127.0.0.1.nip.io': ['127.0.0.1'],
          'doble.example.pe': ['200.48.225.130', '10.0.0.7'],
        },
        systemResolver,
      ),
    });
    const partner = await insertPartner(production.ctx);
    partnerId = partner.id;
    ({ headers } = await signedInExterno(production, partner.id));
  });
  afterAll(() => production.close());

  const save = (url: string) =>
    production.app.inject({ method: 'PUT', url: '/api/partner/webhook', headers, payload: { url } });

  it('must be https', async () => {
    const response = await save('http://127.0.0.1:8080/hook');
    expect(response.statusCode).toBe(400);
    expect(body(response)).toMatchObject({ data: { fields: { url: 'Usa una dirección https://.' } } });
  });

  it.each([
    { url: 'https://localhost./hook', address: '127.0.0.1' },
    { url: 'https://localhost/hook', address: '127.0.0.1' },
    { url: 'https://metadata.google.internal./computeMetadata/v1/', address: '169.254.169.254' },
    { url: 'https://100.100.100.200/latest/meta-data/', address: '100.100.100.200' },
    { url: 'https://100.64.0.1/hook', address: '100.64.0.1' },
    { url: 'https://198.18.0.1/hook', address: '198.18.0.1' },
    { url: 'https://127.0.0.1.nip.io/hook', address: '127.0.0.1' },
    { url: 'https://127.0.0.1/hook', address: '127.0.0.1' },
    { url: 'https://10.0.4.2/hook', address: '10.0.4.2' },
    { url: 'https://[::1]/hook', address: '::1' },
    { url: 'https://[::ffff:127.0.0.1]/hook', address: '::ffff:7f00:1' },
    { url: 'https://doble.example.pe/hook', address: '10.0.0.7' },
  ])('refuses $url: it reaches $address', async ({ url, address }) => {
    const response = await save(url);
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: { fields: { url: `La dirección apunta a ${address}, ${INTERNAL}` } },
    });
    const [row] = await production.ctx.db.select().from(partners).where(eq(partners.id, partnerId));
    expect(row?.webhookUrl).toBeNull();
  });

  it('refuses the machine’s own name for what it resolves to', async () => {
    const response = await save(`https://${os.hostname()}:4000/hook`);
    expect(response.statusCode, response.body).toBe(400);
    // Here it resolves to 127.0.0.1; elsewhere to a private or the machine's own address, or to nothing.
    expect(body<{ fields: { url: string } }>(response).data.fields.url).toMatch(
      /^(La dirección apunta a .+, que no es pública\.|No encontramos el servidor)/,
    );
  });

  it('refuses a name that does not resolve, and takes one that resolves to a public address', async () => {
    const unknown = await save('https://no-existe.example.pe/hook');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown)).toMatchObject({
      data: {
        fields: {
          url: 'No encontramos el servidor no-existe.example.pe: revisa que la dirección esté bien escrita.',
        },
      },
    });
    const saved = await save('https://socio.example.pe/cambix');
    expect(saved.statusCode, saved.body).toBe(200);
  });
});
