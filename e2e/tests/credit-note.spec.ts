import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiSession } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { finalizedOrder } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 33 (decision 175): staff credit a paid-out order's boleta with a nota de crédito, never editing it,
// and download the signed XML of both.
const ana = demo('Cliente validado');
const admin = demo('Administrador');

test('Devoluciones credits a boleta with a nota de crédito and downloads its signed XML', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '2000');

  const staff = await (await browser.newContext({ acceptDownloads: true })).newPage();
  await signInAs(staff, admin);
  await staff.goto(`/dashboard/pago/${order.id}`);
  await staff.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = staff.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill('BCP-771001');
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(staff.getByText(`Pago de la orden ${order.code} aprobado.`)).toBeVisible();

  await staff.goto(`/dashboard/devolucion/${order.id}`);
  await staff.getByRole('button', { name: 'Pagar' }).click();
  const payout = staff.getByRole('dialog', { name: 'Registrar la devolución' });
  await payout
    .getByLabel('Archivo del comprobante de devolución')
    .setInputFiles(await canvasPhoto(staff, { label: 'Transferencia', color: '#166534' }));
  await payout.getByLabel('N.° de operación de la transferencia al cliente').fill('IBK-771001');
  await payout.getByRole('button', { name: 'Pagar' }).click();
  const done = staff.getByText(new RegExp(`Boleta B\\d{3}-\\d{8}\\.`));
  await expect(done).toBeVisible();
  const boleta = (await done.textContent())!.match(/B\d{3}-\d{8}/)![0];

  await staff.goto(`/dashboard/orden/${order.id}`);
  const section = staff.getByRole('region', { name: 'Boleta' });
  const sending = section.getByRole('group', { name: 'Envío a SUNAT' });
  await expect(sending.getByText('Pendiente')).toBeVisible();
  await expect(sending.getByText('Sin constancia de SUNAT todavía')).toBeVisible();
  await section.getByRole('button', { name: 'Emitir nota de crédito' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Emitir nota de crédito' });
  await expect(
    dialog.getByText(new RegExp(`revierte la boleta ${boleta} por su importe total`)),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Emitir', exact: true }).click();
  const issued = staff.getByText(/Nota de crédito BC01-\d{8} emitida\./);
  await expect(issued).toBeVisible();
  const number = (await issued.textContent())!.match(/BC01-\d{8}/)![0];

  const note = section.getByRole('group', { name: `Nota de crédito ${number}` });
  await expect(note.getByText('Pendiente')).toBeVisible();
  await expect(section.getByRole('button', { name: 'Emitir nota de crédito' })).toHaveCount(0);
  // The boleta keeps its number and state; the note refers to it.
  await expect(section.getByText(boleta)).toBeVisible();
  const [download] = await Promise.all([
    staff.waitForEvent('download'),
    note.getByRole('button', { name: 'XML firmado' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${number}.xml`);
  const xml = await readFile((await download.path())!, 'utf8');
  expect(xml).toContain(`<cbc:ReferenceID>${boleta}</cbc:ReferenceID>`);
  expect(xml).toContain('<ds:SignatureValue>');
});
