import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { waitForMailAbout } from '../support/outbox.ts';
import { signIn } from '../support/session.ts';

const PASSWORD = 'Chorrillos2026';

test('a customer locked out by wrong passwords signs in through the mailed link, and the form keeps what was typed', async ({
  page,
  request,
}) => {
  const { dni, email } = await registerCustomer(request, PASSWORD);

  // Three failures, then the browser solves the server's check before each further attempt.
  for (let attempt = 1; attempt <= 4; attempt++) {
    await signIn(page, dni, `Incorrecta${attempt}`);
    await expect(page.getByRole('alert')).toContainText(
      'El documento, correo o contraseña no son correctos.',
    );
  }
  await page.getByLabel('Contraseña', { exact: true }).fill('Incorrecta5');
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
  await expect(page.getByText('Pausamos el ingreso con contraseña')).toBeVisible();
  await expect(page.getByText(/Podrás volver a intentarlo con tu contraseña en \d:\d\d\./)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Ingresar', exact: true })).toBeDisabled();
  await expect(page.getByLabel('Documento o correo')).toHaveValue(dni);

  await page.getByRole('button', { name: 'Enviarme un enlace para ingresar' }).click();
  await expect(page.getByText(/te enviamos a su correo un enlace para ingresar/)).toBeVisible();

  const mail = await waitForMailAbout(email, 'Tu enlace para ingresar a Cambix');
  const link = mail.links.find((candidate) => candidate.includes('/ingresar-con-enlace#'));
  expect(link).toBeTruthy();
  const { pathname, hash } = new URL(link!);
  await page.goto(pathname + hash);
  await expect(page).toHaveURL('/validateUser');
  // The token does not stay in the address bar or the history.
  expect(new URL(page.url()).hash).toBe('');

  // Spent: the same link again says so and offers a new one.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.goto(pathname + hash);
  await expect(page.getByRole('alert')).toContainText('ya se usó o venció');
  await expect(page.getByRole('button', { name: 'Pedir un enlace nuevo' })).toBeVisible();
});

test('the login page offers a mailed link to anyone who prefers it', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Ingresar con un enlace por correo' }).click();
  await expect(page).toHaveURL('/ingresar-con-enlace');
  await expect(page.getByRole('heading', { name: 'Ingresa con un enlace' })).toBeVisible();
  await page.getByLabel('Documento o correo').fill('99999999');
  await page.getByRole('button', { name: 'Enviarme el enlace' }).click();
  await expect(page.getByText(/Si hay una cuenta con esos datos/)).toBeVisible();
});
