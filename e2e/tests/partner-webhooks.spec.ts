import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { demo, signInAs } from '../support/session.ts';

// Issue 36 end to end: the demo partner adds a webhook endpoint in Terceros, sends a test, sees it delivered
// in the log, rotates the secret and redelivers the event; its receiver here verifies each post with the
// Standard Webhooks reference library. A sandbox key's order, moved by simulate, is marked in the same log.
const externo = demo('Externo');

interface Post {
  headers: Record<string, string>;
  body: string;
}

/**
 * A partner's receiver on this machine, answering 200 to every post and keeping them; `path` of its own per
 * try, since a second try meets the first's endpoint in the list.
 */
async function startReceiver(path: string) {
  const posts: Post[] = [];
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      posts.push({ headers: request.headers as Record<string, string>, body });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"recibido":true}');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/${path}`;
  return { posts, receiver, url };
}

/** The demo partner signs in and adds an endpoint in Terceros; answers its section and the secret shown once. */
async function addEndpointInTerceros(page: Page, url: string) {
  await signInAs(page, externo);
  await page.goto('/dashboard/modulo-terceros');
  const webhooks = page.getByRole('region', { name: 'Webhooks' });
  await webhooks.getByRole('textbox', { name: 'URL (https)' }).fill(url);
  await webhooks.getByRole('button', { name: 'Agregar endpoint' }).click();
  const shown = page.getByRole('dialog', { name: 'Secreto del endpoint' });
  const secret = (await shown.getByTestId('secret-value').textContent())!.trim();
  expect(secret).toMatch(/^whsec_/);
  await shown.getByRole('button', { name: 'Cerrar' }).click();
  return { webhooks, secret };
}

test('a partner adds a webhook endpoint, tests it, rotates its secret and redelivers an event', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { posts, receiver, url } = await startReceiver(`cambix/${testInfo.retry}`);
  try {
    const { webhooks, secret: firstSecret } = await addEndpointInTerceros(page, url);

    const card = webhooks.getByRole('listitem', { name: url });
    await expect(card.getByText('Comisión liquidada')).toBeVisible();
    await card.getByRole('button', { name: 'Enviar prueba' }).click();
    const log = card.getByRole('region', { name: 'Entregas' });
    await expect(log.getByText('Entregado')).toBeVisible();
    await expect(log.getByText(/HTTP 200 · 1 intento/)).toBeVisible();
    expect(posts).toHaveLength(1);
    const tested = new Webhook(firstSecret).verify(posts[0]!.body, posts[0]!.headers) as { type: string };
    expect(tested.type).toBe('webhook.test');

    await card.getByRole('button', { name: 'Renovar secreto' }).click();
    await page
      .getByRole('dialog', { name: '¿Renovar el secreto?' })
      .getByRole('button', { name: 'Renovar secreto' })
      .click();
    const renewed = page.getByRole('dialog', { name: 'Secreto del endpoint' });
    const newSecret = (await renewed.getByTestId('secret-value').textContent())!.trim();
    expect(newSecret).not.toBe(firstSecret);
    await renewed.getByRole('button', { name: 'Cerrar' }).click();
    await expect(card.getByText(/Secreto anterior válido hasta el/)).toBeVisible();

    await log.getByText('Prueba').first().click();
    await log.getByRole('button', { name: 'Reenviar' }).first().click();
    await expect(log.getByText('Reenvío')).toBeVisible();
    await expect(log.getByText('Entregado')).toHaveCount(2);
    expect(posts).toHaveLength(2);
    const [first, again] = posts;
    expect(again!.headers['webhook-id']).toBe(first!.headers['webhook-id']);
    // During the rotation both secrets sign: a receiver on either verifies.
    expect(again!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    for (const secret of [firstSecret, newSecret])
      expect(new Webhook(secret).verify(again!.body, again!.headers)).toEqual(JSON.parse(first!.body));
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('webhooks.png') });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});

test('a partner opens the developer guide from Terceros, and from it the OpenAPI document', async ({
  page,
  context,
}) => {
  await signInAs(page, externo);
  await page.goto('/dashboard/modulo-terceros');
  const [guide] = await Promise.all([
    context.waitForEvent('page'),
    page.getByRole('link', { name: /Guía para desarrolladores/ }).click(),
  ]);
  await expect(guide.getByRole('heading', { level: 1 })).toHaveText('Guía de la API para socios de Cambix');
  await expect(guide.getByRole('heading', { name: 'Verifica la firma' })).toBeVisible();
  await guide.getByRole('link', { name: 'Documento OpenAPI' }).click();
  await expect(guide).toHaveURL(/\/api\/partner-api\/v1\/openapi\.json$/);
});

test('a partner makes a sandbox key in Terceros; its test order moves by simulate, marked in the log', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { posts, receiver, url } = await startReceiver(`sandbox/${testInfo.retry}`);
  try {
    const { webhooks, secret } = await addEndpointInTerceros(page, url);

    const api = page.getByRole('region', { name: 'API para socios' });
    await api.getByRole('combobox', { name: 'Tipo de clave' }).click();
    await page.getByRole('option', { name: 'Pruebas (sandbox)' }).click();
    const keyName = `Pruebas ${testInfo.retry}`;
    await api.getByRole('textbox', { name: 'Nombre de la clave' }).fill(keyName);
    await api.getByRole('button', { name: 'Crear clave' }).click();
    const created = page.getByRole('dialog', { name: 'Tu clave de API' });
    const key = (await created.getByTestId('secret-value').textContent())!.trim();
    expect(key).toMatch(/^cbx_test_/);
    await created.getByRole('button', { name: 'Cerrar' }).click();
    // Its row by the prefix the list shows: a key name may repeat between runs on one server.
    const keyRow = api.getByRole('listitem').filter({ hasText: key.slice(0, 12) });
    await expect(keyRow.getByText('Pruebas', { exact: true })).toBeVisible();

    // The partner's system, with the sandbox key: an order, then the client's finalize and Cambix's payment.
    const headers = { authorization: `Bearer ${key}` };
    const banks = (await (await page.request.get('/api/partner-api/v1/banks', { headers })).json()) as {
      data: { id: number; code: string; accountTypes: { id: number }[] }[];
    };
    const bcp = banks.data.find((bank) => bank.code === '002')!;
    const order = await page.request.post('/api/partner-api/v1/orders', {
      headers: { ...headers, 'idempotency-key': `e2e-sandbox-${Date.now()}` },
      data: {
        client: {
          documentType: 'DNI',
          documentNumber: '45990001',
          nombres: 'Lucía',
          apellidoPaterno: 'Prueba',
          email: 'lucia.prueba@cliente.test',
        },
        destination: {
          bankId: bcp.id,
          accountTypeId: bcp.accountTypes[0]!.id,
          accountNumber: '19198765432011',
          cci: null,
        },
        paymentBankId: bcp.id,
        sendAmount: '1500.00',
        fundsOrigin: 'ahorros',
      },
    });
    expect(order.status()).toBe(200);
    const code = ((await order.json()) as { data: { code: string } }).data.code;
    for (const action of ['finalize', 'pay']) {
      const moved = await page.request.post(`/api/partner-api/v1/orders/${code}/simulate`, {
        headers,
        data: { action },
      });
      expect(moved.status()).toBe(200);
    }

    const card = webhooks.getByRole('listitem', { name: url });
    await card.getByRole('button', { name: 'Ver entregas' }).click();
    const log = card.getByRole('region', { name: 'Entregas' });
    await expect(log.getByText('Orden de prueba')).toHaveCount(3);
    await expect(log.getByText('Pago confirmado', { exact: true })).toBeVisible();
    await expect.poll(() => posts.length).toBe(3);
    const events = posts.map(
      (post) => new Webhook(secret).verify(post.body, post.headers) as { type: string; sandbox: boolean },
    );
    // Each event is its own delivery job: they may arrive in any order.
    expect(events.map((event) => `${event.type} ${event.sandbox}`).sort()).toEqual([
      'order.created true',
      'order.finalized true',
      'order.paid true',
    ]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('sandbox.png') });
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
