import fs from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { demo, signIn, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

const PASSWORD = 'Ventanilla2026';

/** Lima's calendar day, as the export names its file. */
const limaToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(new Date());

test.describe('Clientes (staff)', () => {
  test('the Administrador filters, exports, opens a customer, blocks them (their session ends) and activates them', async ({
    page,
    browser,
    request,
  }) => {
    const customer = await registerCustomer(request, PASSWORD);
    const other = await registerCustomer(request, PASSWORD);

    // The customer is signed in elsewhere while staff look at their account.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await signIn(customerPage, customer.dni, PASSWORD);
    await expect(customerPage).toHaveURL('/validateUser');

    await signInAs(page, demo('Administrador'));
    await page.goto('/dashboard/users');
    await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible();
    await page.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(customer.dni);
    await chooseOption(page, 'Estado', 'Registrado', { exact: true });
    await expect(page).toHaveURL(new RegExp(`[?&]q=${customer.dni}`));
    await expect(page).toHaveURL(/status=REGISTRADO/);
    const table = page.getByRole('table', { name: 'Clientes' });
    await expect(table.getByText(`DNI ${customer.dni}`)).toBeVisible();
    await expect(table.getByText(`DNI ${other.dni}`)).toHaveCount(0);
    await expect(page.getByText('1 cliente', { exact: true })).toBeVisible();

    // The view survives a reload: the address holds it.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: 'Buscar', exact: true })).toHaveValue(customer.dni);
    await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveText('Registrado');
    await expect(
      page.getByRole('table', { name: 'Clientes' }).getByText(`DNI ${customer.dni}`),
    ).toBeVisible();

    // The export is the filtered set, as a CSV Excel reads with accents.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`clientes-${limaToday()}.csv`);
    const csv = await fs.readFile(await download.path());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain(
      'Nombres;Apellido paterno;Apellido materno;Tipo de documento;Número de documento',
    );
    expect(lines).toHaveLength(2);
    // The document as the plain field it is (decision 176).
    expect(lines[1]).toContain(`;Lucía;Ramos;Ccori;DNI;${customer.dni};${customer.email};`);
    expect(lines[1]).toContain(';Registrado;Datos y DNI;');

    await page.getByRole('table', { name: 'Clientes' }).getByText(`DNI ${customer.dni}`).click();
    await expect(page).toHaveURL(/\/dashboard\/user\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Lucía Ramos Ccori' })).toBeVisible();

    await page.getByRole('button', { name: 'Bloquear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bloquear la cuenta' });
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(dialog.getByText('Escribe el motivo.')).toBeVisible();
    await dialog.getByLabel('Motivo').fill('Pagos con tarjetas de terceros.');
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByText('Cuenta bloqueada. Sus sesiones se cerraron y le avisamos por correo.'),
    ).toBeVisible();
    await expect(page.getByText('Motivo: Pagos con tarjetas de terceros.')).toBeVisible();
    const blockMail = await waitForMail(customer.email, 1);
    expect(blockMail.subject).toBe('Tu cuenta de Cambix fue bloqueada');
    expect(blockMail.text).toContain('Pagos con tarjetas de terceros.');

    // The customer's open session ends at once, and they cannot sign in while blocked.
    await customerPage.reload();
    await expect(customerPage).toHaveURL('/login');
    await signIn(customerPage, customer.dni, PASSWORD);
    await expect(customerPage.getByText('Tu cuenta está bloqueada. Escríbenos para ayudarte.')).toBeVisible();

    // The history tells who blocked and why.
    await page.getByRole('tab', { name: 'Historial' }).click();
    await expect(page.getByText('Bloqueó la cuenta')).toBeVisible();
    await expect(page.getByText(/Carla Mendoza · Administrador/).first()).toBeVisible();

    // Activating lifts the block; without a finished validation the account is back to Registrado.
    await page.getByRole('button', { name: 'Activar' }).click();
    const activate = page.getByRole('dialog', { name: 'Activar la cuenta' });
    await expect(activate).toContainText('deberá completarla antes de operar');
    await activate.getByRole('button', { name: 'Activar' }).click();
    await expect(activate).toBeHidden();
    await expect(page.getByText('Registrado', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Activar' })).toHaveCount(0);
    await signIn(customerPage, customer.dni, PASSWORD);
    await expect(customerPage).toHaveURL('/validateUser');
    await customerContext.close();
  });

  test('the Colaborador who may only view customers sees no action', async ({ page, request }) => {
    const customer = await registerCustomer(request, PASSWORD);
    await signInAs(page, demo('Colaborador'));
    await page.goto(`/dashboard/users?q=${customer.dni}`);
    await page.getByRole('table', { name: 'Clientes' }).getByText(`DNI ${customer.dni}`).click();
    await expect(page.getByRole('heading', { name: 'Lucía Ramos Ccori' })).toBeVisible();
    await expect(
      page.getByText('Solo lectura: tu perfil puede ver clientes, pero no modificarlos.'),
    ).toBeVisible();
    for (const name of ['Aprobar', 'Rechazar', 'Bloquear', 'Activar', 'Guardar cambios']) {
      await expect(page.getByRole('button', { name })).toHaveCount(0);
    }
    await expect(page.getByRole('link', { name: 'Ficha para imprimir' })).toBeVisible();
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await expect(page.getByText('El cliente aún no sube fotos de identidad.')).toBeVisible();
  });
});
