import crypto from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

// Issue 17 end to end: staff record an egreso with its voucher, see Balance drop and the row in Movimientos,
// reverse it and see the money back; reconcile a bank statement with a planted difference; open Resumen and
// its printable page.
const admin = demo('Administrador');

// A real 1×1 PNG: the server checks an attachment by its bytes and re-encodes images.
const VOUCHER = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The "Saldo total" in soles of Balance, in céntimos. */
async function totalInSoles(page: Page): Promise<number> {
  await page.goto('/dashboard/nuevo-balance');
  const total = page.getByRole('group', { name: 'Total en soles' });
  await expect(total).toContainText('Saldo total');
  const text = (await total.textContent()) ?? '';
  const amount = /Saldo total\s*S\/\s*(-?[\d,]+\.\d{2})/.exec(text)?.[1];
  if (!amount) throw new Error(`no total in "${text}"`);
  return Math.round(Number(amount.replace(/,/g, '')) * 100);
}

test('staff record an egreso with its voucher, Balance drops, Movimientos lists it, a reversal gives the money back', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const operation = `E2E${crypto.randomInt(100_000, 999_999)}`;
  await signInAs(page, admin);
  const before = await totalInSoles(page);

  await page.getByRole('link', { name: 'Registrar movimiento' }).click();
  await expect(page).toHaveURL('/dashboard/egreso');
  const form = page.getByRole('region', { name: 'Registrar movimiento' });
  await form.getByRole('radio', { name: 'Egreso' }).check();
  await chooseOption(page, 'Cuenta', /^Banco de Crédito del Perú · Soles · \*{4}0202 · Pagadora$/);
  await chooseOption(page, 'Concepto', 'Comisión bancaria');
  await form.getByLabel('Monto').fill('123.45');
  await form.getByLabel('Número de operación').fill(operation);
  await form.getByLabel('Nota').fill('Mantenimiento de cuenta de noviembre');
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: VOUCHER });
  await expect(form.getByText('voucher.png')).toBeVisible();
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Movimiento registrado')).toBeVisible();

  expect(await totalInSoles(page)).toBe(before - 12_345);

  await page.getByRole('link', { name: 'Ver movimientos' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/flujo/);
  await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(operation);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${operation}`));
  const row = page.getByRole('row').filter({ hasText: operation });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Comisión bancaria');
  await expect(row).toContainText('123.45');
  await expect(row.getByRole('button', { name: 'Ver adjunto' })).toBeVisible();

  await row.getByRole('button', { name: 'Revertir' }).click();
  const dialog = page.getByRole('dialog', { name: /^Revertir el movimiento #\d+$/ });
  await dialog.getByLabel('Motivo').fill('Cargo duplicado por el banco');
  await dialog.getByRole('button', { name: 'Revertir' }).click();
  await expect(page.getByText('Movimiento revertido.')).toBeVisible();
  await expect(row).toContainText('Revertido');

  expect(await totalInSoles(page)).toBe(before);
});

test('staff reconcile a bank statement: the recorded egreso matches, a bank charge never recorded is explained', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const operation = `E2E${crypto.randomInt(100_000, 999_999)}`;
  await signInAs(page, admin);
  await page.goto('/dashboard/egreso');
  const form = page.getByRole('region', { name: 'Registrar movimiento' });
  await form.getByRole('radio', { name: 'Egreso' }).check();
  await chooseOption(page, 'Cuenta', /^Banco de Crédito del Perú · Soles · \*{4}0202 · Pagadora$/);
  await chooseOption(page, 'Concepto', 'Pago a proveedor');
  await form.getByLabel('Monto').fill('250.00');
  await form.getByLabel('Número de operación').fill(operation);
  await form.getByRole('button', { name: 'Registrar' }).click();
  await expect(page.getByText('Movimiento registrado')).toBeVisible();

  // The bank's export: Latin-1, semicolons, decimal commas, a title line before the header.
  const today = new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());
  const statement = Buffer.from(
    [
      'Movimientos de la cuenta 194-00000000202',
      'Fecha;Descripción;N° Operación;Cargo;Abono',
      `${today};PAGO PROVEEDOR;${operation};250,00;`,
      `${today};ITF DÉBITO;;0,75;`,
      '',
    ].join('\r\n'),
    'latin1',
  );

  await page.goto('/dashboard/nuevo-balance');
  const reconcile = page.getByRole('region', { name: 'Conciliación bancaria' });
  await chooseOption(page, 'Cuenta', /^Banco de Crédito del Perú · Soles · 19400000000202$/);
  await reconcile
    .getByLabel('Archivo del extracto')
    .setInputFiles({ name: 'extracto-bcp.csv', mimeType: 'text/csv', buffer: statement });
  await reconcile.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(reconcile.getByText(/codificación Latin-1/)).toBeVisible();
  await reconcile.getByRole('button', { name: 'Conciliar' }).click();

  const result = page.getByRole('region', { name: /^Conciliación de / });
  await expect(result).toBeVisible();
  const bankOnly = result.getByRole('table', { name: 'Solo en el banco (no registrado en Cambix)' });
  await expect(bankOnly.getByRole('row').filter({ hasText: 'ITF DÉBITO' })).toContainText('0.75');
  await expect(bankOnly.getByRole('row').filter({ hasText: operation })).toHaveCount(0);
  await expect(result.getByRole('group', { name: 'Diferencia', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Conciliaciones anteriores' })).toContainText(
    'extracto-bcp.csv',
  );
});

test('Resumen shows its charts and the printable page names the company and the period', async ({ page }) => {
  await signInAs(page, admin);
  await page.goto('/dashboard/resumen');
  await expect(page.getByRole('heading', { name: 'Resumen', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Indicadores del periodo' })).toContainText('Comisiones');
  await expect(page.getByRole('region', { name: 'Comisiones por mes' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Monto recibido por banco' })).toBeVisible();
  await page.getByRole('link', { name: 'Versión imprimible' }).click();
  await expect(page).toHaveURL(/\/dashboard\/resumen-formated/);
  await expect(page.getByText('Cambix S.A.C.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resumen financiero' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
});
