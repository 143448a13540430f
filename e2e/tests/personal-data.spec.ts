import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiSession, registerCustomer } from '../support/api.ts';
import { completeValidation } from '../support/onboarding.ts';
import { finalizedOrder, paidOutByStaff } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signIn, signInAs } from '../support/session.ts';

// Issue 33, personal data: a customer downloads everything Cambix holds on them and asks for the
// cancellation; staff carry it out; the customer can no longer sign in, and the register and the boleta
// still show the operation (docs/rules/personal-data.md).
const admin = demo('Administrador');
const PASSWORD = 'Segura2026';

type Headers = Record<string, string>;
let adminHeaders: Headers;
let savedCompliance: Record<string, unknown>;

// The demo's orders are small: the register's threshold is lowered to US$ 100 for this test, as Ajustes allows.
test.beforeAll(async ({ request }) => {
  adminHeaders = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  savedCompliance = (
    await (await request.get('/api/admin/settings/compliance', { headers: adminHeaders })).json()
  ).data;
  const lowered = await request.put('/api/admin/settings/compliance', {
    headers: adminHeaders,
    data: { ...savedCompliance, registerSingleUsd: '100.00' },
  });
  expect(lowered.ok(), await lowered.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/settings/compliance', { headers: adminHeaders, data: savedCompliance });
});

test('a customer downloads their data and asks for the cancellation; staff carry it out and the operation stays on record', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // A customer of this test alone, validated and approved, with one order paid out (in the register, with its boleta).
  const { dni } = await registerCustomer(request, PASSWORD, {
    celular: `9${crypto.randomInt(10_000_000, 99_999_999)}`,
  });
  await signIn(page, dni, PASSWORD);
  await completeValidation(page);
  const { headers, userId } = await apiSession(request, dni, PASSWORD);
  const approved = await request.post(`/api/admin/users/${userId}/approve`, {
    headers: adminHeaders,
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  const order = await finalizedOrder(request, page, headers, '1000.00');
  await paidOutByStaff(request, page, adminHeaders, order.id);
  const receipt = (await (await request.get(`/api/order/${order.code}`, { headers })).json()).data
    .receipt as {
    serie: string;
    numero_recibo: number;
    bankId: number;
  };
  expect(receipt).not.toBeNull();

  // Perfil › Mis datos: the export is prepared in the background, then downloaded as a ZIP.
  await page.goto('/userDashboard/perfil');
  const myData = page.getByRole('region', { name: 'Mis datos' });
  await myData.getByRole('button', { name: 'Preparar mis datos' }).click();
  await expect(
    myData.getByText(/Listo\. Puedes descargarlo hasta el \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\./),
  ).toBeVisible({
    timeout: 30_000,
  });
  const downloading = page.waitForEvent('download');
  await myData.getByRole('button', { name: 'Descargar ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mis-datos-cambix-\d{4}-\d{2}-\d{2}\.zip$/);
  const archive = await fs.readFile(await download.path());
  expect(archive.subarray(0, 2).toString()).toBe('PK');
  expect(archive.toString('latin1')).toContain('persona.json');

  // The cancellation, confirmed before it is sent.
  await myData.getByRole('combobox', { name: 'Tipo de solicitud' }).click();
  await page.getByRole('option', { name: 'Cancelación: borrar mis datos' }).click();
  await myData
    .getByRole('textbox', { name: 'Cuéntanos qué nos pides' })
    .fill('Quiero que borren todos mis datos.');
  await myData.getByRole('button', { name: 'Enviar solicitud' }).click();
  await myData.getByRole('button', { name: 'Sí, enviar' }).click();
  const mine = myData.getByRole('list', { name: 'Mis solicitudes' }).getByRole('listitem').first();
  await expect(mine).toContainText('Cancelación');
  await expect(mine).toContainText('Pendiente');
  const code = (await mine.textContent())!.match(/ARCO-\d{5}/)![0];

  // Staff find it by its deadline, take it and attend it.
  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, admin);
  await staff.getByRole('link', { name: 'Datos personales' }).click();
  await expect(staff).toHaveURL(/\/dashboard\/datos-personales$/);
  const row = staff.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Ramos');
  await expect(row).toContainText(/Vence el \d{2}\/\d{2}\/\d{4} · \d+ días hábiles restantes/);
  await row.getByRole('link', { name: code }).click();
  await staff.getByRole('button', { name: 'Tomar solicitud' }).click();
  await expect(staff.getByText(/Tomada por/)).toBeVisible();
  await staff.getByRole('textbox', { name: 'Respuesta al cliente' }).fill('Cancelamos tus datos personales.');
  await staff.getByRole('button', { name: 'Enviar respuesta' }).click();
  await staff.getByRole('button', { name: 'Sí, cancelar sus datos' }).click();
  await expect(staff.getByText('Se conservó, por obligación legal')).toBeVisible();
  await expect(staff.getByRole('main').getByText('Registro de operaciones', { exact: true })).toBeVisible();
  await expect(staff.getByText('Titular con datos cancelados')).toBeVisible();

  // The customer is signed out and can no longer sign in.
  await page.reload();
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, dni, PASSWORD);
  await expect(page.getByRole('alert')).toContainText('El documento, correo o contraseña no son correctos.');

  // The register and the boleta still show the operation.
  await staff.goto('/dashboard/cumplimiento/registro');
  await expect(staff.getByRole('article').filter({ hasText: order.code })).toBeVisible();
  const boleta = await request.get(
    `/api/getInvoiceData?serie=${receipt.serie}&numero_recibo=${receipt.numero_recibo}&bankId=${receipt.bankId}`,
    { headers: adminHeaders },
  );
  expect(boleta.ok(), await boleta.text()).toBe(true);
  expect(JSON.stringify((await boleta.json()).data)).toContain('Ramos');
});
