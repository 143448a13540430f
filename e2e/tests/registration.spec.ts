import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/outbox.ts';

test('a person registers in two steps, is signed in and lands on the identity validation', async ({
  page,
}) => {
  const dni = `7${String(Date.now()).slice(-7)}`;
  const email = `e2e.${dni}@example.pe`;
  await page.goto('/registro');

  await page.getByLabel('Número de documento').fill('40000001');
  await expect(page.getByText('Ya existe una cuenta con este número de documento.')).toBeVisible();
  await page.getByLabel('Número de documento').fill(dni);
  await expect(page.getByText('Documento disponible.')).toBeVisible();
  await page.getByLabel('Nombres').fill('Rosa Elena');
  await page.getByLabel('Apellido paterno').fill('Cárdenas');
  await page.getByLabel('Apellido materno').fill('Huillca');
  await page.getByRole('button', { name: 'Continuar' }).click();

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Celular').fill('987001122');
  await page.getByLabel('Contraseña', { exact: true }).fill('Segura2026');
  await page.getByLabel('Confirmar contraseña').fill('Segura2026');
  await page.getByLabel('Código de referido (opcional)').fill('ANA2026');
  await expect(page.getByText(/20/).first()).toBeVisible();
  await page.getByRole('button', { name: 'Atrás' }).click();
  await expect(page.getByLabel('Nombres')).toHaveValue('Rosa Elena');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  await page.getByText('No', { exact: true }).click();
  await page.getByRole('checkbox', { name: /^Acepto los términos y condiciones/ }).check();
  await page.getByRole('checkbox', { name: /^Autorizo el tratamiento de mis datos personales/ }).check();
  await page.getByRole('checkbox', { name: /^Autorizo expresamente el tratamiento de las fotos/ }).check();
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page).toHaveURL('/validateUser');
  await expect(page.getByText('Rosa').first()).toBeVisible();
  const welcome = await waitForMail(email);
  expect(welcome.subject).toBe('Bienvenido a Cambix');
});
