import { readFile } from 'node:fs/promises';
import crypto from 'node:crypto';
import { cciCheckDigits } from '@cambix/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { canvasPhoto } from '../support/images.ts';
import { demo, signInAs } from '../support/session.ts';
import { approveAndPayOut } from '../support/orders.ts';
import { chooseOption } from '../support/select.ts';

// Issue 15 end to end: the demo partner's user creates an order for a client, the client (no account, no
// session) pays through the link, staff approve and pay it out, the partner sees it Completada with its share,
// and staff settle that share.
const externo = demo('Externo');
const admin = demo('Administrador');

async function signedIn(browser: Browser, account: typeof admin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

test('a partner’s client pays through the link, staff pay it out, and the partner’s share is settled', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, externo);
  await expect(page.getByRole('heading', { name: 'Órdenes de socios', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva orden' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva orden' });
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  await form.getByLabel('Número de documento').fill(dni);
  await form.getByLabel('Nombres').fill('Julia');
  await form.getByLabel('Apellido paterno').fill('Quispe');
  await form.getByLabel('Correo').fill(`julia.${dni}@cliente.pe`);
  await form.getByLabel('Banco', { exact: true }).selectOption({ label: 'Banco de Crédito del Perú' });
  await form.getByLabel('Tipo de cuenta').selectOption({ label: 'Ahorros' });
  const account = `191${dni}000`.slice(0, 14);
  await form.getByLabel('Número de cuenta').fill(account);
  const first18 = `002191${account.slice(-12)}`;
  await form.getByRole('textbox', { name: /CCI/ }).fill(`${first18}${cciCheckDigits(first18)}`);
  await form
    .getByLabel('Banco desde el que pagará el cliente')
    .selectOption({ label: 'Banco de Crédito del Perú' });
  await form.getByLabel('Monto que envía (S/)').fill('2000');
  await form.getByLabel('Origen de los fondos del cliente').selectOption({ label: 'Ahorros' });
  // The server's quote with the partner's commission (Cambix's 4.50 %): S/ 90.00, and S/ 1,910.00 to receive.
  const quote = form.getByTestId('partner-quote');
  await expect(quote).toContainText('S/ 90.00');
  await expect(quote).toContainText('S/ 1,910.00');
  await form.getByRole('button', { name: 'Crear orden y link' }).click();

  const created = page.getByRole('dialog', { name: 'Orden creada' });
  const linkText = await created.getByText(/\/externo\/finalizar-orden\/[A-Z0-9]{16}/).textContent();
  const linkPath = new URL(linkText!.trim()).pathname;
  await expect(created.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /wa\.me/);
  await created.getByRole('button', { name: 'Listo' }).click();
  // By the document: other specs (and a retry) make other Julia Quispes for this partner.
  const mine = page.getByRole('row').filter({ hasText: `DNI ${dni}` });
  await expect(mine.getByText('Por completar', { exact: true })).toBeVisible();
  const code = (await mine
    .getByText(/^[A-Z0-9]{8}$/)
    .first()
    .textContent())!.trim();

  // The client: a fresh browser, nobody signed in.
  const client = await (await browser.newContext()).newPage();
  await client.goto(linkPath);
  await expect(client.getByRole('heading', { name: '¡Hola, Julia!' })).toBeVisible();
  await expect(client.getByText('S/ 1,910.00').first()).toBeVisible();
  await expect(client.getByText('Cómo pagar desde BCP')).toBeVisible();
  await client
    .getByLabel('Archivo del comprobante')
    .setInputFiles(await canvasPhoto(client, { label: 'Pago BCP', color: '#0f766e' }));
  await client.getByRole('button', { name: 'Subir comprobante' }).click();
  await client.getByLabel('Número de operación').fill('BCP-440021');
  await client.getByRole('button', { name: 'Finalizar' }).click();
  await expect(client.getByText('¡Listo! Recibimos tu orden.')).toBeVisible();
  await expect(client.getByRole('heading', { name: 'Estado de tu orden' })).toBeVisible();

  // Staff: Pagos approves it, Devoluciones pays it out, as for any customer's order.
  const staff = await signedIn(browser, admin);
  await approveAndPayOut(staff, code, { received: 'BCP-440021', sent: 'BCP-990012' });

  // The client's page, reopened, says so; the partner's list shows it Completada with its 30 % share.
  await client.reload();
  await expect(client.getByText('Completada', { exact: true })).toBeVisible();
  // The client has no account: the boleta comes through the link, the same PDF a customer downloads.
  await expect(client.getByText(/Tu boleta por la comisión es la B\d{3}-\d{8}\./)).toBeVisible();
  const [boleta] = await Promise.all([
    client.waitForEvent('download'),
    client.getByRole('button', { name: 'Descargar boleta (PDF)' }).click(),
  ]);
  expect(boleta.suggestedFilename()).toMatch(/^boleta-B\d{3}-\d{8}\.pdf$/);
  expect((await readFile(await boleta.path())).subarray(0, 5).toString()).toBe('%PDF-');
  await page.reload();
  await expect(mine.getByText('Completada', { exact: true })).toBeVisible();
  await expect(mine).toContainText('S/ 27.00');
  await expect(mine).toContainText('por liquidar');

  // Staff settle the partner's share of the month: one egreso, and the share reads settled.
  await staff.goto('/dashboard/external-orders');
  await staff.getByRole('tab', { name: 'Participación de socios' }).click();
  await chooseOption(staff, 'Socio', 'Agente Rápido S.A.C.');
  const shares = staff.getByRole('table', { name: 'Participación de socios' });
  await expect(shares.getByRole('row').filter({ hasText: code })).toContainText('Por liquidar');
  await staff.getByRole('button', { name: 'Liquidar' }).click();
  const settle = staff.getByRole('dialog', { name: 'Liquidar a Agente Rápido S.A.C.' });
  await chooseOption(settle, /Cuenta de Cambix/, /./);
  await settle.getByRole('textbox', { name: /Número de operación/ }).fill('BCP-LIQ-001');
  await settle.getByRole('checkbox', { name: /Confirmo/ }).check();
  await settle.getByRole('button', { name: 'Liquidar' }).click();
  await expect(staff.getByText('Liquidación registrada.')).toBeVisible();
  await expect(shares.getByRole('row').filter({ hasText: code })).toContainText('Liquidada');

  await page.reload();
  await expect(mine).toContainText('liquidada');
});
