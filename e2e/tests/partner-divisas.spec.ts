import crypto from 'node:crypto';
import { cciCheckDigits } from '@cambix/contract';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { approveAndPayOut } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 34 point 11 end to end: the demo partner's user orders dollars for a client in the same form, the
// client pays soles through the link, staff approve and pay the dollars out as for a customer's dollar order.
const externo = demo('Externo');
const admin = demo('Administrador');
const ALL_DAY = { from: '00:00', to: '24:00' };

let adminHeaders: Record<string, string>;
let savedDivisas: unknown;

// A run may start at any hour: the demo's business hours would close divisas at night.
test.beforeAll(async ({ request }) => {
  adminHeaders = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const sections = (await (await request.get('/api/admin/settings', { headers: adminHeaders })).json()).data;
  savedDivisas = sections.divisas;
  const open = await request.put('/api/admin/settings/divisas', {
    headers: adminHeaders,
    data: {
      ...sections.divisas,
      enabled: true,
      hours: { weekdays: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY },
    },
  });
  expect(open.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/settings/divisas', { headers: adminHeaders, data: savedDivisas });
});

async function signedIn(browser: Browser, account: typeof admin): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, account);
  return page;
}

test('a partner orders dollars for its client, the client pays soles through the link, staff pay the dollars out', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  await signInAs(page, externo);
  await expect(page.getByRole('heading', { name: 'Órdenes de socios', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Nueva orden' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva orden' });
  await form.getByLabel('Operación').selectOption({ label: 'El cliente compra dólares' });
  await expect(form.getByText('Cuenta en dólares del cliente.')).toBeVisible();
  const dni = `6${crypto.randomInt(1_000_000, 9_999_999)}`;
  await form.getByLabel('Número de documento').fill(dni);
  await form.getByLabel('Nombres').fill('Marco');
  await form.getByLabel('Apellido paterno').fill('Salas');
  await form.getByLabel('Correo').fill(`marco.${dni}@cliente.pe`);
  await form.getByLabel('Banco', { exact: true }).selectOption({ label: 'Banco de Crédito del Perú' });
  await form.getByLabel('Tipo de cuenta').selectOption({ label: 'Ahorros' });
  const account = `193${dni}000`.slice(0, 14);
  await form.getByLabel('Número de cuenta').fill(account);
  const first18 = `002193${account.slice(-12)}`;
  await form.getByRole('textbox', { name: /CCI/ }).fill(`${first18}${cciCheckDigits(first18)}`);
  await form
    .getByLabel('Banco desde el que pagará el cliente')
    .selectOption({ label: 'Banco de Crédito del Perú' });
  await form.getByLabel('Monto que envía (S/)').fill('2000');
  await form.getByLabel('Origen de los fondos del cliente').selectOption({ label: 'Ahorros' });
  // The customer's quote on the published board: soles in, dollars out, the rate, no commission.
  const quote = form.getByTestId('partner-quote');
  await expect(quote).toContainText('S/ 2,000.00');
  await expect(quote).toContainText('Tipo de cambio');
  await expect(quote).toContainText('US$');
  const dollars = (await quote.locator('dd').last().textContent())!.trim();
  await form.getByRole('button', { name: 'Crear orden y link' }).click();

  const created = page.getByRole('dialog', { name: 'Orden creada' });
  await expect(created.getByText(/reservado hasta las \d{2}:\d{2}/)).toBeVisible();
  const linkText = await created.getByText(/\/externo\/finalizar-orden\/[A-Z0-9]{16}/).textContent();
  const linkPath = new URL(linkText!.trim()).pathname;
  await created.getByRole('button', { name: 'Listo' }).click();
  // By the document: a retry makes another Marco Salas.
  const mine = page.getByRole('row').filter({ hasText: `DNI ${dni}` });
  await expect(mine.getByText('Por completar', { exact: true })).toBeVisible();
  await expect(mine).toContainText(dollars);
  const code = (await mine
    .getByText(/^[A-Z0-9]{8}$/)
    .first()
    .textContent())!.trim();

  // The client: a fresh browser, nobody signed in; soles to pay, dollars to receive, the lock.
  const client = await (await browser.newContext()).newPage();
  await client.goto(linkPath);
  // The link's page is its own chunk, first loaded here.
  await expect(client.getByRole('heading', { name: '¡Hola, Marco!' })).toBeVisible({ timeout: 30_000 });
  await expect(client.getByText(dollars).first()).toBeVisible();
  await expect(client.getByText('Tipo de cambio', { exact: true })).toBeVisible();
  await expect(client.getByText(/Tu tipo de cambio está reservado hasta las/)).toBeVisible();
  await client
    .getByLabel('Archivo del comprobante')
    .setInputFiles(await canvasPhoto(client, { label: 'Pago BCP', color: '#1d4ed8' }));
  await client.getByRole('button', { name: 'Subir comprobante' }).click();
  await client.getByLabel('Número de operación').fill('BCP-550031');
  await client.getByRole('button', { name: 'Finalizar' }).click();
  await expect(client.getByText('¡Listo! Recibimos tu orden.')).toBeVisible();

  // Staff: Pagos approves it, Devoluciones pays the dollars out, as for a customer's dollar order.
  const staff = await signedIn(browser, admin);
  await approveAndPayOut(staff, code, { received: 'BCP-550031', sent: 'BCP-990031' });

  await client.reload();
  await expect(client.getByText('Completada', { exact: true })).toBeVisible();
  // The boleta of a dollar order is the operation's (no commission), downloaded through the link.
  await expect(client.getByText(/Tu boleta de la operación es la B\d{3}-\d{8}\./)).toBeVisible();
  await page.reload();
  await expect(mine.getByText('Completada', { exact: true })).toBeVisible();
});
