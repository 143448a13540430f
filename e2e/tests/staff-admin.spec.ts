import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { DEMO_PASSWORD, demo, signIn, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

// Issue 7 end to end: staff accounts, module permissions and Ajustes, as an Administrador runs them.
const admin = demo('Administrador');
const ana = demo('Cliente validado');

test('an Administrador creates a Colaborador with Pagos only; the Colaborador sets a password from the mail and sees only Pagos and its receipts', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  const email = `colaborador.${dni}@example.pe`;

  await signInAs(page, admin);
  await page
    .getByRole('navigation', { name: 'Menú principal' })
    .getByRole('link', { name: 'Usuarios' })
    .click();
  await expect(page).toHaveURL('/dashboard/users-management');
  await page.getByRole('button', { name: 'Nueva cuenta' }).click();
  const form = page.getByRole('dialog', { name: 'Nueva cuenta' });
  await chooseOption(form, 'Rol', 'Colaborador');
  await form.getByLabel('Número de documento').fill(dni);
  await form.getByLabel('Nombres').fill('Rosa');
  await form.getByLabel('Apellido paterno').fill('Huamán');
  await form.getByLabel('Apellido materno').fill('Quispe');
  await form.getByLabel('Correo electrónico').fill(email);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(
    page.getByText('Cuenta creada. Le enviamos un correo para que cree su contraseña.'),
  ).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: dni });
  await expect(row.getByText('Invitación pendiente')).toBeVisible();
  await row.getByRole('button', { name: /Acciones para/ }).click();
  await page.getByRole('menuitem', { name: 'Permisos' }).click();
  await expect(page).toHaveURL(/\/dashboard\/user-permissions\/\d+$/);
  await page.getByRole('checkbox', { name: 'Editar Pagos' }).check();
  await expect(page.getByText('Permiso guardado.')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Ver Pagos' })).toBeChecked();

  // The new Colaborador, on another browser: the invitation's link, a password, then sign-in.
  const mail = await waitForMail(email);
  const link = new URL(mail.links.find((candidate) => candidate.includes('/restaurar?token='))!);
  const colaboradorContext = await browser.newContext();
  const colaborador = await colaboradorContext.newPage();
  await colaborador.goto(link.pathname + link.search);
  await colaborador.getByLabel('Contraseña nueva', { exact: true }).fill('RosaCambix2026');
  await colaborador.getByLabel('Confirmar contraseña').fill('RosaCambix2026');
  await colaborador.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(colaborador.getByText('Tu contraseña fue actualizada.')).toBeVisible();
  await signIn(colaborador, dni, 'RosaCambix2026');
  await expect(colaborador).toHaveURL('/dashboard/pagos');
  const sidebar = colaborador.getByRole('navigation', { name: 'Menú principal' });
  await expect(sidebar.getByRole('link')).toHaveText(['Pagos', 'Pagos por referencia', 'Comprobantes']);
  await expect(colaborador.getByRole('heading', { name: 'Pagos', level: 1 })).toBeVisible();

  // What the sidebar leaves out, the screen refuses too.
  await colaborador.goto('/dashboard/devoluciones');
  await expect(colaborador.getByText('No tienes acceso a esta sección')).toBeVisible();
  await colaboradorContext.close();
});

test('the Administrador raises the minimum order in Ajustes and the customer’s new-order screen enforces it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const headers = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const fees = (await (await request.get('/api/admin/settings', { headers })).json()).data.fees;
  try {
    await signInAs(page, admin);
    await page
      .getByRole('navigation', { name: 'Menú principal' })
      .getByRole('link', { name: 'Ajustes' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/ajustes/);
    await page.getByLabel('Mínimo por orden').fill('300');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText('Cambios guardados')).toBeVisible();

    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await signInAs(customer, ana);
    await customer.goto('/userDashboard/nueva-orden');
    await customer.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
    await customer.getByLabel('Monto que envías').fill('250');
    await expect(customer.getByText('El monto mínimo por orden es S/ 300.00.').first()).toBeVisible();
    await customer.getByLabel('Monto que envías').fill('300');
    await expect(
      customer.getByRole('region', { name: 'Tu cotización' }).getByText('S/ 290.00'),
    ).toBeVisible();
  } finally {
    // The other specs quote with the seeded minimum.
    await request.put('/api/admin/settings/fees', { headers, data: fees });
  }
});
