import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
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

test('an order paid out at the threshold is in the month’s register, on screen and in its CSV and Excel exports', async ({
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

  // The workbook: the moment a date-time cell in Lima's wall time, amounts numbers, the document text
  // (docs/rules/exports.md#excel).
  const [workbookDownload] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel', exact: true }).click(),
  ]);
  expect(workbookDownload.suggestedFilename()).toBe(`registro-operaciones-${limaMonth()}.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await fs.readFile(await workbookDownload.path())) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const titles = (sheet.getRow(1).values as unknown[]).slice(1);
  const rowNumber = [...Array(sheet.rowCount).keys()]
    .map((index) => index + 1)
    .find((number) => sheet.getRow(number).getCell(titles.indexOf('Orden') + 1).value === order.code);
  expect(rowNumber).toBeDefined();
  const cell = (title: string) => sheet.getRow(rowNumber!).getCell(titles.indexOf(title) + 1);
  const moment = cell('Fecha y hora (Lima)');
  expect([moment.type, moment.numFmt]).toEqual([ExcelJS.ValueType.Date, 'dd/mm/yyyy hh:mm']);
  // The cell holds the Lima minute the CSV (and the screen) shows.
  expect(csv.split('\r\n').find((line) => line.includes(order.code))).toContain(
    (moment.value as Date).toISOString().replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}).*$/, '$3/$2/$1 $4'),
  );
  expect([cell('Monto enviado').type, cell('Monto enviado').value]).toEqual([ExcelJS.ValueType.Number, 1000]);
  expect([cell('Ordenante nro. doc.').type, cell('Ordenante nro. doc.').value]).toEqual([
    ExcelJS.ValueType.String,
    ana.dni,
  ]);
});
