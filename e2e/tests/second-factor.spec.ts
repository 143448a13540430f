import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { moveServerClock, resetServerClock } from '../support/clock.ts';
import { canvasPhoto } from '../support/images.ts';
import { finalizedOrder, PAYOUT_MS } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signIn } from '../support/session.ts';

// Issue 30: passkeys in Chromium through the DevTools protocol's virtual authenticator. Browsers refuse an IP
// address as a passkey's scope, so these pages open at localhost (the server's PASSKEY_ORIGIN, serve.mjs).
const port = process.env.E2E_PORT ?? '4321';
test.use({ baseURL: `http://localhost:${port}` });

const colaborador = demo('Colaborador');
const admin = demo('Administrador');
const ana = demo('Cliente validado');

/** A platform authenticator that holds discoverable credentials and verifies the person (as a phone would). */
async function withPasskeyDevice(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

test.afterEach(async ({ request }) => {
  resetServerClock();
  // The demo Colaborador signs in with the password alone in every other spec: an Administrador resets it.
  const staff = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const list = await request.get(`/api/admin/staff-accounts?q=${colaborador.dni}`, {
    headers: staff.headers,
  });
  const items: { id: number; documentNumber: string }[] = (await list.json()).data.items;
  const id = items.find((item) => item.documentNumber === colaborador.dni)?.id;
  if (id)
    await request.post(`/api/admin/staff-accounts/${id}/second-factor/reset`, { headers: staff.headers });
});

test('a Colaborador enrols a passkey, signs in with it, and is asked again before a payout once the step-up window passed', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  // An order waiting in Devoluciones: Ana pays, the Administrador approves the payment.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1500');
  const staff = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const approved = await request.post(`/api/admin/orders/${order.id}/approve`, {
    headers: staff.headers,
    data: { operationNumber: 'BCP-771200' },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  await withPasskeyDevice(context, page);
  await signIn(page, colaborador.dni);
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('link', { name: 'Seguridad' }).click();
  await expect(page).toHaveURL('/dashboard/seguridad');
  await page.getByRole('button', { name: 'Registrar llave de acceso' }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();
  await expect(page.getByText('Llave de acceso', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).first().click();
  await expect(page).toHaveURL('/login');
  await signIn(page, colaborador.dni);
  // The password alone opens nothing: the passkey follows.
  await expect(page.getByRole('heading', { name: 'Confirma que eres tú' })).toBeVisible();
  await page.getByRole('button', { name: 'Usar llave de acceso' }).click();
  await expect(page).toHaveURL('/dashboard');

  // Past the 10 minutes of step-up, a payout asks for the passkey again.
  moveServerClock(11 * 60_000);
  await page.goto(`/dashboard/devolucion/${order.id}`);
  await page.getByRole('button', { name: 'Pagar' }).click();
  const payout = page.getByRole('dialog', { name: 'Registrar la devolución' });
  await payout
    .getByLabel('Archivo del comprobante de devolución')
    .setInputFiles(await canvasPhoto(page, { label: 'Transferencia', color: '#166534' }));
  await payout.getByLabel('N.° de operación de la transferencia al cliente').fill('IBK-440021');
  await payout.getByRole('button', { name: 'Pagar' }).click();
  const stepUp = page.getByRole('dialog', { name: 'Confirma que eres tú' });
  await expect(stepUp).toBeVisible();
  // Without it the payout is refused, and what was typed stays.
  await stepUp.getByRole('button', { name: 'Cancelar' }).click();
  await expect(payout.getByText('Por seguridad, confirma que eres tú antes de continuar.')).toBeVisible();
  await expect(payout.getByLabel('N.° de operación de la transferencia al cliente')).toHaveValue(
    'IBK-440021',
  );
  const token = await page.evaluate(() =>
    Object.values({ ...localStorage }).find((value) => /^ey[\w-]+\.[\w-]+\.[\w-]+$/.test(value)),
  );
  const refused = await request.post(`/api/admin/orders/${order.id}/payout`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { operationNumber: 'IBK-440021' },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('STEP_UP_REQUIRED');

  // With it, the very same payout goes through.
  await payout.getByRole('button', { name: 'Pagar' }).click();
  await stepUp.getByRole('button', { name: 'Usar llave de acceso' }).click();
  await expect(page.getByText(new RegExp(`Devolución de la orden ${order.code} registrada`))).toBeVisible({
    timeout: PAYOUT_MS,
  });
});

test('a customer enrols a passkey and signs in with it alone, without a document or a password', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await withPasskeyDevice(context, page);
  await signIn(page, ana.dni);
  await expect(page).toHaveURL('/userDashboard');
  await page.goto('/userDashboard/seguridad');
  await page.getByRole('button', { name: 'Registrar llave de acceso' }).click();
  await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
  await page.getByRole('button', { name: 'Ya los guardé' }).click();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByRole('button', { name: 'Ingresar con llave de acceso' }).click();
  await expect(page).toHaveURL('/userDashboard');

  // Ana signs in with her password in other specs: the passkey goes (a passkey sign-in counts as fresh).
  await page.goto('/userDashboard/seguridad');
  await page.getByRole('button', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('Aún no registras ningún segundo factor.')).toBeVisible();
});
