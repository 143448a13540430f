import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { waitForMail } from '../support/outbox.ts';
import { demo, signIn, signInAs } from '../support/session.ts';

// Issue 3 end to end across both areas: the customer validates, staff approve, the customer operates.
test('a new customer completes validation, staff approve them, and they reach their area as an active customer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { dni, email } = await registerCustomer(request, 'Segura2026');
  await signIn(page, dni, 'Segura2026');
  await expect(page).toHaveURL('/validateUser');

  await page.getByRole('group', { name: 'Fecha de nacimiento' }).getByRole('spinbutton').first().click();
  await page.keyboard.type('02021988');
  await page.getByLabel('Género').selectOption({ label: 'Masculino' });
  await page.getByLabel('Departamento').selectOption({ label: 'Cusco' });
  await page.getByLabel('Provincia').selectOption({ label: 'Cusco' });
  await page.getByLabel('Distrito').selectOption({ label: 'Wanchaq' });
  await page.getByLabel('Dirección').fill('Av. de la Cultura 1020');
  await page.getByLabel('Ocupación').fill('Guía de turismo');
  await page
    .getByLabel('Foto: DNI: cara frontal')
    .setInputFiles(await canvasPhoto(page, { label: 'Frente', color: '#134e4a' }));
  await expect(
    page.getByRole('group', { name: 'DNI: cara frontal' }).getByText('Foto guardada'),
  ).toBeVisible();
  await page
    .getByLabel('Foto: DNI: reverso')
    .setInputFiles(await canvasPhoto(page, { label: 'Reverso', color: '#6d28d9' }));
  await expect(page.getByRole('group', { name: 'DNI: reverso' }).getByText('Foto guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByLabel('Foto: Selfie con tu DNI')
    .setInputFiles(await canvasPhoto(page, { label: 'Selfie', color: '#b45309' }));
  await expect(page.getByText('Foto guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Banco').selectOption({ label: 'Banco de Crédito del Perú' });
  await page.getByLabel('Número de cuenta').fill('28512345678901');
  await page.getByLabel('Declaro que soy el titular de esta cuenta.').check();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page).toHaveURL('/userDashboard');
  await expect(page.getByText('Tu cuenta está en revisión')).toBeVisible();
  const survey = page.getByRole('dialog', { name: '¿Cómo nos conociste?' });
  await survey.getByLabel('Google').check();
  await survey.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(survey).toBeHidden();

  // Staff, in their own browser, find the customer and approve them after looking at the photos.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, demo('Administrador'));
  await staff.goto('/dashboard/users');
  await staff.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(dni);
  // As a person does: the search applies (into the address) before they open the row it found.
  await expect(staff).toHaveURL(new RegExp(`[?&]q=${dni}`));
  await staff.getByRole('grid').getByText(`DNI ${dni}`).click();
  await expect(staff).toHaveURL(/\/dashboard\/user\/\d+$/);
  await staff.getByRole('tab', { name: 'Documentos' }).click();
  await expect(staff.getByRole('img').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Aprobar' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
  await expect(staff.getByText('Activo').first()).toBeVisible();
  await staffContext.close();

  const approval = await waitForMail(email, 2);
  expect(approval.subject).toMatch(/activa|aprobada/i);

  // The customer signs in again and operates as an active customer.
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Si' }).click();
  await signIn(page, email, 'Segura2026');
  await expect(page).toHaveURL('/userDashboard');
  await expect(page.getByText('Tu cuenta está activa')).toBeVisible();
});
