import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 32: the officer opens a case from an alert, adds a note, prepares the ROS (downloads its PDF) and
// records it sent to the UIF. The alert arises as in production: a customer registers under a name the PEP
// list carries (the shipped sample, imported here if no PEP list is in force yet) and is screened at once.
const admin = demo('Administrador');
const SAMPLE = path.resolve(
  import.meta.dirname,
  '../../apps/api/src/modules/compliance-screening/samples/pep.csv',
);
const APP_KEY = { authorization: 'AppKey cambix-web' };

type Headers = Record<string, string>;

async function encrypt(request: APIRequestContext, password: string): Promise<string> {
  const { data } = await (await request.get('/api/auth/public-key', { headers: APP_KEY })).json();
  const key = crypto.createPublicKey({ key: Buffer.from(data.spki, 'base64'), format: 'der', type: 'spki' });
  const header = Buffer.alloc(25);
  header.writeUInt8(1, 0);
  header.writeBigUInt64BE(BigInt(data.serverTime), 1);
  crypto.randomBytes(16).copy(header, 9);
  return crypto
    .publicEncrypt(
      { key, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.concat([header, Buffer.from(password)]),
    )
    .toString('base64');
}

/** The PEP list in force, importing the shipped sample when there is none. */
async function pepListInForce(request: APIRequestContext, headers: Headers): Promise<void> {
  const versions = (await (await request.get('/api/admin/compliance/lists', { headers })).json()).data
    .rows as {
    list: string;
    current: boolean;
    rescreen: { finishedAt: string | null };
  }[];
  if (versions.some((version) => version.list === 'pep' && version.current)) return;
  const imported = await request.post('/api/admin/compliance/lists', {
    headers,
    multipart: {
      list: 'pep',
      file: { name: 'pep.csv', mimeType: 'text/csv', buffer: await fs.readFile(SAMPLE) },
    },
  });
  expect(imported.ok(), await imported.text()).toBe(true);
}

/** A customer registering under a name on the PEP sample: screened at registration, an alert arises. */
async function registerListedCustomer(request: APIRequestContext): Promise<string> {
  const dni = `6${crypto.randomInt(1_000_000, 9_999_999)}`;
  const response = await request.post('/api/crearUsuario', {
    headers: APP_KEY,
    data: {
      tipo_documento: 'DNI',
      dni,
      nombres: 'Gumercindo',
      apellido_paterno: 'Palacios',
      apellido_materno: 'Ruelas',
      email: `cliente.${dni}@example.pe`,
      celular: '987000222',
      password: await encrypt(request, DEMO_PASSWORD),
      es_pep: false,
      acepta_terminos: true,
      acepta_datos: true,
      acepta_datos_sensibles: true,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return dni;
}

test('the officer opens a case from an alert, adds a note, downloads the ROS and records it sent', async ({
  page,
  request,
}) => {
  const { headers } = await apiSession(request, admin.dni, DEMO_PASSWORD);
  await pepListInForce(request, headers);
  const dni = await registerListedCustomer(request);

  await signInAs(page, admin);
  await page.getByRole('link', { name: 'Alertas' }).click();
  await expect(page).toHaveURL(/\/dashboard\/cumplimiento\/alertas/);
  const card = page.locator('.MuiPaper-outlined').filter({ hasText: `DNI ${dni}` });
  await expect(card).toContainText('Gumercindo Palacios Ruelas');
  await card.getByRole('button', { name: 'Abrir caso' }).click();
  const dialog = page.getByRole('dialog', { name: 'Abrir un caso' });
  await dialog.getByLabel('Título del caso').fill('Cliente en la lista PEP');
  await dialog.getByRole('button', { name: 'Abrir caso' }).click();

  await expect(page).toHaveURL(/\/dashboard\/cumplimiento\/casos\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Cliente en la lista PEP');
  const code = ((await heading.textContent()) ?? '').split(' · ')[0]!;
  expect(code).toMatch(/^CASO-\d{5}$/);
  await expect(page.getByText(`DNI ${dni}`)).toBeVisible();

  await page.getByLabel('Nota').fill('Se pidió al cliente el sustento de sus ingresos.');
  await page.getByRole('button', { name: 'Agregar una nota' }).click();
  await expect(page.getByText('Se pidió al cliente el sustento de sus ingresos.')).toBeVisible();

  await page
    .getByLabel('Narración del ROS')
    .fill('El cliente figura como alcalde distrital y no declaró ser PEP.');
  await page.getByRole('button', { name: 'Guardar narración' }).click();
  await expect(page.getByText('Narración guardada.')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Descargar ROS (PDF)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ros-${code.toLowerCase()}.pdf`);
  const pdf = await fs.readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await page.getByRole('button', { name: 'Registrar envío a la UIF' }).click();
  const sent = page.getByRole('dialog', { name: 'Registrar el envío del ROS' });
  await sent.getByLabel('Número de referencia de la UIF (opcional)').fill('UIF-E2E-1');
  await sent.getByRole('button', { name: 'Registrar envío a la UIF' }).click();
  await expect(page.getByText(/ROS enviado a la UIF el .* · referencia UIF-E2E-1/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agregar una nota' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Casos' }).first().click();
  await page.getByRole('button', { name: 'Reportados' }).click();
  await expect(page.getByRole('link', { name: code })).toBeVisible();
});
