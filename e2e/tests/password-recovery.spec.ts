import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { waitForMail } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';

test('a customer recovers the password through the mailed link and signs in with the new one', async ({
  page,
  request,
}) => {
  const { email } = await registerCustomer(request, 'Mirador2026');
  await waitForMail(email);
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL('/recuperar');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(/te enviamos un enlace/)).toBeVisible();

  const mail = await waitForMail(email, 1);
  const link = mail.links.find((candidate) => candidate.includes('/restaurar?token='));
  expect(link).toBeTruthy();
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('NuevaClave2026');
  await page.getByLabel('Confirmar contraseña').fill('NuevaClave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('Tu contraseña fue actualizada.')).toBeVisible();

  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await page.getByLabel('Contraseña nueva', { exact: true }).fill('OtraClave2026');
  await page.getByLabel('Confirmar contraseña').fill('OtraClave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText(/no es válido o ya venció/)).toBeVisible();

  await signIn(page, email, 'NuevaClave2026');
  await expect(page).toHaveURL('/validateUser');
});
