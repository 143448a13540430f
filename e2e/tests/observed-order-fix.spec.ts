import crypto from 'node:crypto';
import { cciCheckDigits } from '@cambix/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { finalizedOrder } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 18, items 1 and 2: an observed order fixed from the app, and an order link that does not open.
const ana = demo('Cliente validado');
const admin = demo('Administrador');

/** An order of Ana's that staff approved and then observed, through the pipeline's endpoints. */
async function observedOrder(request: APIRequestContext, page: Page, note: string) {
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const staff = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1300');
  const approved = await request.post(`/api/admin/orders/${order.id}/approve`, {
    headers: staff.headers,
    data: { operationNumber: 'BCP-661204' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const observed = await request.post(`/api/admin/orders/${order.id}/observe`, {
    headers: staff.headers,
    data: { note },
  });
  expect(observed.ok(), await observed.text()).toBe(true);
  return { order, staff };
}

test('Ana fixes an observed order from Historial, adding the account inside the fix, and it is back in the payout queue', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, ana);
  const note = 'La cuenta de destino está cerrada. Elige otra cuenta.';
  const { order, staff } = await observedOrder(request, page, note);

  await page.goto('/userDashboard/ordenes');
  await page.getByRole('row').filter({ hasText: order.code }).getByText(order.code).click();
  const drawer = page.getByRole('dialog', { name: `Orden ${order.code}` });
  await expect(drawer.getByText(note, { exact: true })).toBeVisible();
  await drawer.getByRole('button', { name: 'Corregir orden' }).click();
  await expect(page).toHaveURL(/\/userDashboard\/edit-orden\/[A-Z0-9]{8}$/);
  const fixPath = new URL(page.url()).pathname;
  await expect(page.getByText(`Observación de nuestro equipo: ${note}`)).toBeVisible();

  // The account is added inside the fix; nothing of the flow is lost on the way.
  const accountNumber = `191${crypto.randomInt(10_000_000_000, 99_999_999_999)}`;
  const first18 = `002191${accountNumber.slice(-12)}`;
  const step = page.getByRole('region', { name: 'Cuenta donde recibirás el dinero' });
  await step.getByRole('button', { name: 'Agregar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar cuenta bancaria' });
  await dialog.getByRole('combobox', { name: 'Banco' }).selectOption({ label: 'Banco de Crédito del Perú' });
  await dialog.getByLabel('Número de cuenta').fill(accountNumber);
  await dialog.getByRole('textbox', { name: /CCI/ }).fill(`${first18}${cciCheckDigits(first18)}`);
  await dialog.getByLabel('Declaro que soy el titular de esta cuenta.').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(fixPath);
  await expect(step.getByRole('combobox', { name: 'Cuenta donde recibes' })).toContainText(
    accountNumber.slice(-4),
  );
  await step.getByRole('button', { name: 'Cambiar a esta cuenta' }).click();
  await expect(page.getByText('Listo: enviaremos el dinero a tu nueva cuenta.')).toBeVisible();
  await page.getByRole('button', { name: 'Mantener el comprobante enviado' }).click();
  await page.getByRole('button', { name: 'Finalizar orden' }).click();
  await expect(page.getByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeVisible();

  // Back in the payout queue, paying out to the new account.
  const detail = await request.get(`/api/admin/orders/${order.id}`, { headers: staff.headers });
  const { data } = await detail.json();
  expect(data).toMatchObject({ status: 3, destination: { accountNumber } });
  const queue = await request.get('/api/admin/orders/payouts-queue', { headers: staff.headers });
  expect(JSON.stringify((await queue.json()).data)).toContain(order.code);

  // The link did its work: opened again, it says so.
  await page.goto(fixPath);
  await expect(page.getByRole('heading', { name: 'Este link ya fue usado' })).toBeVisible();
});

test('a dead link says it could not be obtained; a visitor signs in and comes back to a live link', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.goto('/userDashboard/nueva-orden/NOEXISTE');
  await expect(page.getByRole('heading', { name: 'No se pudo obtener el link' })).toBeVisible();
  await expect(page).toHaveURL('/userDashboard/nueva-orden/NOEXISTE');

  const staff = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const created = await request.post('/api/admin/order-links', {
    headers: staff.headers,
    data: { userId: customer.userId, amount: '800.00' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const linkPath = `/userDashboard/nueva-orden/${(await created.json()).data.code}`;

  await page.goto(linkPath);
  await page.getByRole('button', { name: '¿Prefieres iniciar sesión?' }).click();
  await expect(page).toHaveURL(`/login?next=${encodeURIComponent(linkPath)}`);
  await page.getByLabel('Documento o correo').fill(ana.dni);
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page).toHaveURL(linkPath);
  await expect(page.getByLabel('Monto que envías')).toHaveValue(/800/);
});
