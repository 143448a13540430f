import { expect, test } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { finalizedOrder } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 18, items 3 and 5 (decisions 099 and 100): Ana has Historial open with her order's drawer; staff
// approve the payment in their own browser; her screen says so without a reload, in her words.
const ana = demo('Cliente validado');
const admin = demo('Administrador');

test('the customer sees staff approve her order live: status words, drawer and a toast, without a reload', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, ana);
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1500');

  // The link each mail carries opens the order itself.
  await page.goto(`/userDashboard/ordenes?orden=${order.code}`);
  const drawer = page.getByRole('dialog', { name: `Orden ${order.code}` });
  await expect(drawer.getByText('Lo confirmamos en unos 15 minutos.')).toBeVisible();
  // Marks this page: a reload would drop it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, admin);
  await staff.goto(`/dashboard/pago/${order.id}`);
  await staff.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = staff.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill('BCP-771204');
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(staff.getByText(`Pago de la orden ${order.code} aprobado.`)).toBeVisible({ timeout: 30_000 });

  await expect(page.getByText(`Tu orden ${order.code}: Pago confirmado`)).toBeVisible();
  // The chip, and the timeline's new line.
  await expect(drawer.getByText('Pago confirmado', { exact: true })).toHaveCount(2);
  await expect(drawer.getByText('Te transferimos en unos 15 minutos.')).toBeVisible();
  // The list behind the drawer followed too.
  await drawer.getByRole('button', { name: 'Cerrar' }).click();
  const row = page.getByRole('row').filter({ hasText: order.code });
  await expect(row.getByText('Pago confirmado', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await staff.context().close();
});
