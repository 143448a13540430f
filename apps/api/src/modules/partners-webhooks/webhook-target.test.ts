import { eq } from 'drizzle-orm';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostAnswers } from '../../../test/support/host-answers.ts';
import { insertPartner, signedInExterno } from '../../../test/support/partner-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { partnerWebhookEndpoints } from '../../platform/db/schema/index.ts';
import { systemResolver } from '../../platform/security/outbound-address.ts';

type Headers = Record<string, string>;

describe('a webhook endpoint in production', () => {
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
    production.app.inject({
      method: 'POST',
      url: '/api/partner/webhook-endpoints',
      headers,
      payload: { url, events: ['order.paid'] },
    });

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
    const saved = await production.ctx.db
      .select()
      .from(partnerWebhookEndpoints)
      .where(eq(partnerWebhookEndpoints.partnerId, partnerId));
    expect(saved).toEqual([]);
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
