import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { proveLinkAs } from '../support/link-proof.ts';
import { dropOpenOrder, penAccountOf, uploadVoucherAndFinalize } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signIn, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

// Issue 4 end to end: the seeded validated customer (Ana, a BCP account) and staff-made links.
const ana = demo('Cliente validado');

// Ana's open order, left by another spec, would make nueva-orden resume it.
test.beforeEach(({ request }) => dropOpenOrder(request, ana.dni));

test('a validated customer quotes with a coupon, pays, uploads the voucher, finalizes and sees it pending in Historial', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, ana);
  await page.goto('/userDashboard/nueva-orden');
  await page.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
  await page.getByLabel('Monto que envías').fill('2000');
  const quote = page.getByRole('region', { name: 'Tu cotización' });
  // 4.5 % of S/ 2,000 is S/ 90.00; CAMBIX10 takes 10 % of it off: the server's figures, shown as they come.
  await expect(quote.getByText('S/ 90.00').first()).toBeVisible();
  await page.getByLabel('Cupón de descuento').fill('cambix10');
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page.getByText('Cupón CAMBIX10 aplicado: 10 % de descuento en la comisión.')).toBeVisible();
  await expect(quote.getByText('S/ 81.00').first()).toBeVisible();
  await expect(quote.getByText('S/ 1,919.00')).toBeVisible();
  // Every order declares where its money comes from (docs/rules/exchange.md#origen-de-fondos).
  await chooseOption(page, 'Origen de los fondos', 'Ahorros');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeVisible();
  await expect(page.getByText('Transfiere exactamente S/ 2,000.00')).toBeVisible();
  const code = (await page.getByText(/^Orden [A-Z0-9]{8}$/).textContent())!.replace('Orden ', '');
  await uploadVoucherAndFinalize(page);

  await page.getByRole('link', { name: 'Ver mi historial' }).click();
  await expect(page).toHaveURL('/userDashboard/ordenes');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Verificando tu pago', { exact: true })).toBeVisible();
  await row.getByText(code).click();
  const drawer = page.getByRole('dialog', { name: `Orden ${code}` });
  await expect(drawer.getByText('Descuento por cupón')).toBeVisible();
  await expect(drawer.getByText('N.° de operación: 00451278')).toBeVisible();
});

test('a new-order link made by staff opens only after its customer’s proof, even over another session, and stays on its page', async ({
  page,
  browser,
  request,
}) => {
  const admin = await apiSession(request, demo('Administrador').dni, DEMO_PASSWORD);
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const { bankId } = await penAccountOf(request, customer.headers);
  const created = await request.post('/api/admin/order-links', {
    headers: admin.headers,
    data: { userId: customer.userId, kind: 'new_order', amount: '1500.00', bankId, validHours: 24 },
  });
  expect(created.ok()).toBe(true);
  const link = (await created.json()).data;

  // Someone else is signed in on this browser: the code alone proves nothing, Ana proves it is her.
  await signIn(page, demo('Cliente por actualizar').dni);
  await expect(page).toHaveURL('/userDashboard');
  await page.goto(new URL(link.url).pathname);
  await expect(page).toHaveURL(`/userDashboard/nueva-orden/${link.code}`);
  await expect(page.getByText('¡Hola, María')).toHaveCount(0);
  await proveLinkAs(page, ana);
  await expect(page.getByText('¡Hola, Ana Quispe!')).toBeVisible();
  await expect(page.getByText('Esta orden viene del link que te enviamos')).toBeVisible();
  await expect(page.getByLabel('Monto que envías')).toHaveValue('1,500.00');
  // The session the link handed over finishes this link and opens nothing else of the account.
  await expect(page.getByText('Estás usando el link de tu orden.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Historial' })).toHaveCount(0);
  await page.goto('/userDashboard/ordenes');
  await expect(page).toHaveURL(`/userDashboard/nueva-orden/${link.code}`);

  // A code that is no link at all says so on its own page, to the link's session and to a visitor alike
  // (decision 097).
  await page.goto('/userDashboard/nueva-orden/ZZZZZZZZ');
  await expect(page.getByText('No se pudo obtener el link')).toBeVisible();
  const visitor = await browser.newPage();
  await visitor.goto('/userDashboard/nueva-orden/ZZZZZZZZ');
  await expect(visitor.getByText('No se pudo obtener el link')).toBeVisible();
  await expect(visitor).toHaveURL('/userDashboard/nueva-orden/ZZZZZZZZ');
  await visitor.close();
});

test('quick finalize by link: the customer proves it is them, pays and finalizes a temporary order without the side nav', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await apiSession(request, demo('Administrador').dni, DEMO_PASSWORD);
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const { bankId, accountId } = await penAccountOf(request, customer.headers);
  const order = (
    await (
      await request.post('/api/order/new-order', {
        headers: customer.headers,
        data: {
          idempotencyKey: crypto.randomUUID(),
          bankId,
          sendAmount: '800',
          destinationAccountId: accountId,
          fundsOrigin: 'ahorros',
        },
      })
    ).json()
  ).data;
  const link = (
    await (
      await request.post('/api/admin/order-links', {
        headers: admin.headers,
        data: { userId: customer.userId, kind: 'finalize', orderId: order.id, validHours: 2 },
      })
    ).json()
  ).data;

  // A browser nobody signed in to, as when the link arrives by WhatsApp.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(new URL(link.url).pathname);
  await expect(page).toHaveURL(`/userDashboard/finalizar-orden/${link.code}`);
  // One extra step: the code mailed to Ana.
  await proveLinkAs(page, ana);
  await expect(page.getByText(`Orden ${order.code}`, { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Historial' })).toHaveCount(0);
  await uploadVoucherAndFinalize(page);

  const finalized = await request.get(`/api/order/${order.code}`, { headers: customer.headers });
  expect((await finalized.json()).data.status).toBe(1);
  await context.close();
});
