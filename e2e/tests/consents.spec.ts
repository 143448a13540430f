import { expect, test } from '@playwright/test';
import { demo, signIn, signInAs } from '../support/session.ts';

// A demo customer signed up under the first privacy policy (decision 167): version 2 is in force, so he is
// asked once. Only this test accepts for him.
const RAFAEL = demo('Cliente con textos por aceptar');
const RAFAEL_NAME = 'Rafael Ignacio Salazar Quiroz';

test('a customer with an old privacy version accepts it on sign-in, goes on, and toggles marketing', async ({
  page,
  browser,
}) => {
  await signIn(page, RAFAEL.dni);
  const dialog = page.getByRole('dialog', { name: 'Actualizamos nuestros textos' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Política de privacidad');
  await expect(dialog).toContainText('Versión 2, vigente desde el 3 de diciembre de 2026');
  await expect(dialog.getByRole('link', { name: /Leer Política de privacidad/ })).toHaveAttribute(
    'href',
    '/privacidad',
  );
  // Held meanwhile: Escape does not dismiss it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  await dialog.getByRole('checkbox', { name: 'He leído y acepto: Política de privacidad' }).check();
  await dialog.getByRole('button', { name: 'Aceptar y continuar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: '¡Hola, Rafael!' })).toBeVisible();

  // Not asked again.
  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Hola, Rafael!' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/userDashboard/perfil');
  const marketing = page.getByRole('switch', { name: 'Quiero recibir comunicaciones comerciales' });
  await expect(marketing).not.toBeChecked();
  await marketing.click();
  await expect(page.getByText('Recibirás nuestras comunicaciones comerciales.')).toBeVisible();
  await expect(marketing).toBeChecked();
  await page.reload();
  await expect(marketing).toBeChecked();
  await marketing.click();
  await expect(page.getByText('Ya no recibirás comunicaciones comerciales.')).toBeVisible();
  await expect(marketing).not.toBeChecked();

  // Staff with the customers module read each act in the customer's Historial.
  const staff = await browser.newPage();
  await signInAs(staff, demo('Administrador'));
  await staff.goto(`/dashboard/users?q=${RAFAEL.dni}`);
  await staff.getByRole('table', { name: 'Clientes' }).getByText(`DNI ${RAFAEL.dni}`).click();
  await expect(staff.getByRole('heading', { name: RAFAEL_NAME })).toBeVisible();
  await staff.getByRole('tab', { name: 'Historial' }).click();
  const history = staff.getByRole('table', { name: 'Consentimientos' });
  const rows = history.getByRole('row');
  // Header, the two marketing acts, the privacy acceptance, the three of the registration.
  await expect(rows).toHaveCount(7);
  await expect(rows.nth(1)).toContainText('Comunicaciones comerciales');
  await expect(rows.nth(1)).toContainText('Retiró');
  await expect(rows.nth(2)).toContainText('Aceptó');
  await expect(rows.nth(3)).toContainText('Política de privacidad');
  await expect(rows.nth(3)).toContainText('2');
  await expect(rows.nth(3)).toContainText('HeadlessChrome');
  await expect(rows.nth(6)).toContainText('No registrado');
  await staff.close();
});
