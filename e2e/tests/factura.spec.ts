import { expect, test } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { dropOpenOrder, paidOutByStaff, uploadVoucherAndFinalize } from '../support/orders.ts';
import { chooseOption } from '../support/select.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Decision 180: a customer who gives a RUC gets a factura, in the bank's F series.
const ana = demo('Cliente validado');

// Ana's open order, left by another spec, would make nueva-orden resume it.
test.beforeEach(({ request }) => dropOpenOrder(request, ana.dni));

test('a customer asks for a factura with a RUC, is told when the RUC is wrong, and gets a factura F### made out to it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signInAs(page, ana);
  await page.goto('/userDashboard/nueva-orden');
  await page.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
  await page.getByLabel('Monto que envías').fill('1500');
  await expect(
    page.getByRole('region', { name: 'Tu cotización' }).getByText('S/ 67.50').first(),
  ).toBeVisible();
  await chooseOption(page, 'Origen de los fondos', 'Ahorros');

  await page.getByRole('button', { name: 'Factura' }).click();
  await page.getByLabel('RUC').fill('20100047219');
  await page.getByLabel('Razón social').fill('Importaciones Ñandú S.A.C.');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('El RUC no es válido', { exact: false })).toBeVisible();
  await expect(page.getByLabel('Razón social')).toHaveValue('Importaciones Ñandú S.A.C.');
  await page.getByLabel('RUC').fill('20100047218');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeVisible();
  const code = (await page.getByText(/^Orden [A-Z0-9]{8}$/).textContent())!.replace('Orden ', '');
  await uploadVoucherAndFinalize(page);

  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const orders = (await (await request.get('/api/listOrders', { headers: customer.headers })).json()).data;
  const order = orders.items.find((item: { code: string }) => item.code === code);
  const staff = await apiSession(request, demo('Administrador').dni, DEMO_PASSWORD);
  await paidOutByStaff(request, page, staff.headers, order.id);

  await page.goto(`/userDashboard/ordenes?orden=${code}`);
  const drawer = page.getByRole('dialog', { name: `Orden ${code}` });
  await expect(drawer.getByRole('heading', { name: 'Factura' })).toBeVisible();
  await expect(drawer.getByText('A nombre de Importaciones Ñandú S.A.C. (RUC 20100047218)')).toBeVisible();
  await drawer.getByRole('button', { name: 'Ver factura' }).click();
  const receipt = page.getByRole('dialog', { name: 'FACTURA ELECTRÓNICA' });
  await expect(receipt.getByText(/^F001-\d{8}$/)).toBeVisible();
  await expect(receipt.getByText('Importaciones Ñandú S.A.C.')).toBeVisible();
  await expect(receipt.getByText('20100047218')).toBeVisible();

  const download = page.waitForEvent('download');
  await receipt.getByRole('button', { name: 'Descargar PDF' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/F001-\d{8}\.pdf$/);
});
