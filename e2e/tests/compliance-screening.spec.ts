import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { completeValidation } from '../support/onboarding.ts';
import { penAccountOf } from '../support/orders.ts';
import { demo, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

// Issue 32: the officer imports the lists on Cumplimiento › Listas; a new customer whose name is on one of
// them is held at registration (their order refused without a word of why), the officer discards the hit
// on Alertas with a reason, and the customer orders again.
const admin = demo('Administrador');
const samples = path.resolve(import.meta.dirname, '../../apps/api/src/modules/compliance-screening/samples');
const PASSWORD = 'Segura2026';
const PAUSED =
  'Por ahora no podemos aceptar nuevas operaciones de tu cuenta. Escríbenos por nuestros canales de atención y te ayudaremos.';
// What the customer must never read (docs/rules/compliance.md#confidentiality).
const TELLS = /lista|alerta|coincidencia|OFAC|ONU|\bPEP\b|cumplimiento|sanci/i;

/**
 * The demo seeds the samples as each list's first version: each file imported here is made from its sample,
 * under a name of this run, and OFAC's gains a made-up person (no real one) for the new customer to match.
 */
async function listFiles(stamp: string) {
  const sdn = await fs.readFile(path.join(samples, 'ofac-sdn.csv'), 'latin1');
  // The file ends with the optional end-of-file byte (0x1A): the new person goes before it.
  const ofac = sdn.endsWith('\u001a') ? sdn.slice(0, -1) : sdn;
  const listed =
    `${990_290 + (Number(stamp.slice(-2)) % 9)},"ECHEVARRIA QUISPE, Rosalba Fortunata","individual","EJEMPLO",` +
    `"-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","-0- ","DOB 14 Mar 1979; nationality Peru; Registro de ejemplo."\r\n`;
  return [
    {
      list: /^ONU:/,
      name: `onu-${stamp}.xml`,
      mimeType: 'application/xml',
      buffer: await fs.readFile(path.join(samples, 'onu-consolidated.xml')),
    },
    {
      list: /^OFAC:/,
      name: `sdn-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: Buffer.concat([Buffer.from(ofac + listed, 'latin1'), Buffer.from([0x1a])]),
      entries: '4 registros (3 personas)',
    },
    {
      list: /^PEP /,
      name: `pep-${stamp}.csv`,
      mimeType: 'text/csv',
      buffer: await fs.readFile(path.join(samples, 'pep.csv')),
    },
  ];
}

/** Registers through /registro as a person does: the names of the listed person, a document of its own. */
async function registerAs(page: Page, dni: string) {
  await page.goto('/registro');
  await page.getByLabel('Número de documento').fill(dni);
  await expect(page.getByText('Documento disponible.')).toBeVisible();
  await page.getByLabel('Nombres').fill('Rosalba Fortunata');
  await page.getByLabel('Apellido paterno').fill('Echevarría');
  await page.getByLabel('Apellido materno').fill('Quispe');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Correo electrónico').fill(`rosalba.${dni}@example.pe`);
  await page.getByLabel('Celular').fill(`9${dni}`);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirmar contraseña').fill(PASSWORD);
  await page.getByText('No', { exact: true }).click();
  await page.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos personales/ }).check();
  await page.getByRole('checkbox', { name: /^Autorizo expresamente el tratamiento de las fotos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
}

/** Nueva orden of S/ 500 from BCP up to Continuar. */
async function orderSoles(page: Page) {
  await page.goto('/userDashboard/nueva-orden');
  await page.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
  await page.getByLabel('Monto que envías').fill('500');
  await expect(page.getByRole('region', { name: 'Tu cotización' })).toBeVisible();
  await chooseOption(page, 'Origen de los fondos', 'Ahorros');
  await page.getByRole('button', { name: 'Continuar' }).click();
}

test('the officer imports the lists; a new customer on one is held, the officer discards the hit and the customer orders', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const stamp = String(Date.now());
  const dni = `8${crypto.randomInt(1_000_000, 9_999_999)}`;

  // The officer imports each list from its file, on the screen.
  const officer = await (await browser.newContext()).newPage();
  await signInAs(officer, admin);
  await officer.goto('/dashboard/cumplimiento/listas');
  for (const file of await listFiles(stamp)) {
    await chooseOption(officer, 'Lista', file.list);
    await officer.getByLabel('Archivo', { exact: true }).setInputFiles(file);
    await expect(officer.getByText(file.name, { exact: true }).first()).toBeVisible();
    await officer.getByRole('button', { name: 'Importar', exact: true }).click();
    await expect(
      officer.getByText('Lista importada. Revisamos a todos los clientes contra la nueva versión.'),
    ).toBeVisible();
    // Its version is listed, in force, with its counts; the import form is ready for the next file.
    const version = officer.locator('.MuiPaper-root').filter({
      has: officer.getByText(file.name, { exact: true }),
    });
    await expect(version.getByText('Vigente')).toBeVisible();
    if (file.entries) await expect(version.getByText(file.entries, { exact: false })).toBeVisible();
    await expect(officer.getByText('Ningún archivo elegido')).toBeVisible();
  }

  // Rosalba registers and validates her identity: her first order is refused, saying nothing of why.
  await registerAs(page, dni);
  await expect(page).toHaveURL('/validateUser');
  await completeValidation(page);
  await orderSoles(page);
  await expect(page.getByText(PAUSED)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toHaveCount(0);
  expect(PAUSED).not.toMatch(TELLS);
  // Her answers say nothing of it either: the refusal through the API, her session and her notifications.
  const customer = await apiSession(request, dni, PASSWORD);
  const { bankId, accountId } = await penAccountOf(request, customer.headers);
  const refused = await request.post('/api/order/new-order', {
    headers: customer.headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      bankId,
      sendAmount: '500.00',
      destinationAccountId: accountId,
      fundsOrigin: 'ahorros',
    },
  });
  expect(refused.status()).toBe(403);
  const refusal = await refused.text();
  expect(refusal).toContain(PAUSED);
  expect(refusal).not.toMatch(TELLS);

  // The officer finds the alert on Alertas, with the listed name, and discards it with a reason.
  await officer.goto('/dashboard/cumplimiento/alertas');
  const alert = officer.locator('.MuiPaper-root').filter({ hasText: dni });
  await expect(alert).toBeVisible();
  await expect(alert.getByText('OFAC', { exact: true })).toBeVisible();
  await expect(alert.getByText('ECHEVARRIA QUISPE, Rosalba Fortunata')).toBeVisible();
  await expect(alert.getByText('Cliente retenido')).toBeVisible();
  await alert.getByRole('button', { name: 'Descartar' }).click();
  const dialog = officer.getByRole('dialog', { name: 'Descartar la alerta' });
  await dialog
    .getByLabel('Motivo')
    .fill('Otra fecha de nacimiento y nacionalidad: no es la persona listada.');
  await dialog.getByRole('button', { name: 'Descartar' }).click();
  await expect(officer.getByText('Alerta descartada. El cliente puede volver a operar.')).toBeVisible();
  await expect(officer.locator('.MuiPaper-root').filter({ hasText: dni })).toHaveCount(0);

  // Rosalba orders again, and this time she is shown where to pay.
  await orderSoles(page);
  await expect(page.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeVisible();
  await expect(page.getByText(PAUSED)).toHaveCount(0);
});
