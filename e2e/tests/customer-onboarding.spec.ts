import { expect, test, type Page } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { waitForMail } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';

async function typeBirthDate(page: Page, digits: string) {
  await page.getByRole('group', { name: 'Fecha de nacimiento' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

test('a new customer validates their identity in three steps and sees the account is in review', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { dni, email } = await registerCustomer(request, 'Segura2026');
  await signIn(page, dni, 'Segura2026');
  await expect(page).toHaveURL('/validateUser');
  await expect(page.getByRole('heading', { name: 'Validación de identidad' })).toBeVisible();

  // Step 1: personal data and both sides of the DNI (the phone's back camera).
  await expect(page.getByLabel('Foto: DNI: cara frontal')).toHaveAttribute('capture', 'environment');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Ingresa tu fecha de nacimiento.')).toBeVisible();
  await typeBirthDate(page, '14051990');
  await page.getByLabel('Género').selectOption({ label: 'Femenino' });
  await page.getByLabel('Departamento').selectOption({ label: 'Lima' });
  await page.getByLabel('Provincia').selectOption({ label: 'Lima' });
  await page.getByLabel('Distrito').selectOption({ label: 'Miraflores' });
  await page.getByLabel('Dirección').fill('Av. Larco 1150, Miraflores');
  await page.getByLabel('Ocupación').fill('Diseñadora gráfica');
  await page
    .getByLabel('Foto: DNI: cara frontal')
    .setInputFiles(await canvasPhoto(page, { label: 'DNI frente', color: '#0b6b5d' }));
  const front = page.getByRole('group', { name: 'DNI: cara frontal' });
  await expect(front.getByText('Foto guardada')).toBeVisible();
  await expect(front.getByRole('img', { name: 'Vista previa: DNI: cara frontal' })).toBeVisible();
  // A retake replaces the photo.
  await page
    .getByLabel('Foto: DNI: cara frontal')
    .setInputFiles(await canvasPhoto(page, { label: 'DNI frente 2', color: '#07493f', type: 'image/png' }));
  await expect(front.getByText('Foto guardada')).toBeVisible();
  await page
    .getByLabel('Foto: DNI: reverso')
    .setInputFiles(await canvasPhoto(page, { label: 'DNI reverso', color: '#7c3aed' }));
  await expect(page.getByRole('group', { name: 'DNI: reverso' }).getByText('Foto guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 2: leaving and coming back resumes at the selfie.
  await expect(page.getByRole('heading', { name: 'Tómate una selfie con tu DNI' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tómate una selfie con tu DNI' })).toBeVisible();
  await expect(page.getByLabel('Foto: Selfie con tu DNI')).toHaveAttribute('capture', 'user');
  await page
    .getByLabel('Foto: Selfie con tu DNI')
    .setInputFiles(await canvasPhoto(page, { label: 'Selfie', color: '#f4a236' }));
  await expect(page.getByText('Foto guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Step 3: the first bank account, with the bank's length rule.
  await expect(page.getByRole('heading', { name: 'Tu primera cuenta bancaria' })).toBeVisible();
  await page.getByLabel('Banco').selectOption({ label: 'Banco de Crédito del Perú' });
  await page.getByLabel('Número de cuenta').fill('1918765432');
  await page.getByLabel('Declaro que soy el titular de esta cuenta.').check();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page.getByText('Debe tener 14 dígitos.')).toBeVisible();
  await page.getByLabel('Número de cuenta').fill('19187654321098');
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();

  await expect(page).toHaveURL('/userDashboard');
  await expect(page.getByText('Tu cuenta está en revisión')).toBeVisible();
  await expect(page.getByText(/en revisión/).first()).toBeVisible();
  const mail = await waitForMail(email, 1);
  expect(mail.subject).toMatch(/en revisión/);

  // Validated now: /validateUser sends the customer home.
  await page.goto('/validateUser');
  await expect(page).toHaveURL('/userDashboard');
});
