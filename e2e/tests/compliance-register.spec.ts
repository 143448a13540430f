import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { finalizedOrder, paidOutByStaff } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 32: an order paid out at the register's threshold enters the Registro de Operaciones, and the officer
// finds it on the month's screen and in its export.
const ana = demo('Cliente validado');
const admin = demo('Administrador');

type Headers = Record<string, string>;
let adminHeaders: Headers;
let savedCompliance: Record<string, unknown>;

const limaMonth = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima', year: 'numeric', month: '2-digit' })
    .format(new Date())
    .slice(0, 7);

// The demo's orders are small: the officer's threshold is lowered to US$ 100 for this test, as Ajustes allows.
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

test('an order paid out at the threshold is in the month’s register, on screen and in its CSV export', async ({
  page,
  request,
}) => {
  const anaHeaders = (await apiSession(request, ana.dni, DEMO_PASSWORD)).headers;
  const order = await finalizedOrder(request, page, anaHeaders, '1000.00');
  await paidOutByStaff(request, page, adminHeaders, order.id);

  await signInAs(page, admin);
  await page.getByRole('link', { name: 'Registro de operaciones' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cumplimiento\/registro/);
  const row = page.getByRole('article').filter({ hasText: order.code });
  await expect(row).toContainText('Operación única');
  await expect(row).toContainText('Cambio de saldo');
  await expect(row).toContainText('Ana');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`registro-operaciones-${limaMonth()}.csv`);
  const csv = (await fs.readFile(await download.path())).toString('utf8');
  expect(csv).toContain(order.code);
});
