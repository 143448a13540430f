import { DEMO_ACCOUNTS } from '@cambix/api/demo-accounts';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, demo, landingOf, pathOf, signIn, signInAs } from '../support/session.ts';

test.describe('signing in', () => {
  for (const account of DEMO_ACCOUNTS) {
    test(`${account.label} signs in with the document and lands on ${landingOf(account)}`, async ({
      page,
    }) => {
      await signIn(page, account.dni);
      await expect(page).toHaveURL(landingOf(account));
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    });
  }

  test('signs in with the email too, and shows the server message on a wrong password', async ({ page }) => {
    await signIn(page, 'ana.quispe@cambix.test', 'Incorrecta1');
    await expect(page.getByRole('alert')).toContainText(
      'El documento, correo o contraseña no son correctos.',
    );
    await expect(page.getByLabel('Documento o correo')).toHaveValue('ana.quispe@cambix.test');
    await page.getByLabel('Contraseña', { exact: true }).fill('Cambix123');
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL('/userDashboard');
    await expect(page.getByText('Ana Quispe')).toBeVisible();
  });

  test('the login page is titled "Iniciar sesión | Cambix" and the landing / leads to it', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await page.getByRole('navigation', { name: 'Cuenta' }).getByRole('link', { name: 'Ingresar' }).click();
    await expect(page).toHaveURL('/login');
    await expect(page).toHaveTitle('Iniciar sesión | Cambix');
  });
});

test.describe('routes of another role', () => {
  test('a visitor without a session is sent to /login, and back to the page after signing in', async ({
    page,
  }) => {
    for (const path of ['/dashboard', '/dashboard/pagos', '/userDashboard/perfil', '/validateUser']) {
      await page.goto(path);
      await expect(page).toHaveURL(`/login?next=${encodeURIComponent(path)}`);
    }
    await page.goto('/userDashboard/mis-puntos');
    await expect(page).toHaveURL('/login?next=%2FuserDashboard%2Fmis-puntos');
    await page.getByLabel('Documento o correo').fill(demo('Cliente validado').dni);
    await page.getByLabel('Contraseña', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
    await expect(page).toHaveURL('/userDashboard/mis-puntos');
  });

  test('a customer opening a staff route goes straight to their own landing page, never showing /login', async ({
    page,
  }) => {
    await signInAs(page, demo('Cliente validado'));
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await page.evaluate(() => {
      history.pushState(null, '', '/dashboard/pagos');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL('/userDashboard');
    // Decision 191: the guards' chain is followed before the router moves.
    expect(visited).not.toContain('/login');
    await expect(page.getByRole('heading', { name: 'Pagos' })).toHaveCount(0);
  });

  test('staff opening a customer route or a Usuario page end on their own landing page', async ({ page }) => {
    await signInAs(page, demo('Colaborador'));
    await page.goto('/userDashboard/cuentas');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/dashboard/users-management');
    await expect(page).toHaveURL('/dashboard');
  });

  test('a partner may open the third-party module but not the staff screens', async ({ page }) => {
    await signInAs(page, demo('Externo'));
    await page.goto('/dashboard/pagos');
    await expect(page).toHaveURL('/externo/ordenes');
    await page.goto('/dashboard/modulo-terceros');
    await expect(page.getByRole('heading', { name: 'Módulo Terceros' })).toBeVisible();
    expect(pathOf(page)).toBe('/dashboard/modulo-terceros');
  });

  test('a new customer is kept on /validateUser until validated', async ({ page }) => {
    await signInAs(page, demo('Cliente nuevo'));
    await page.goto('/userDashboard/ordenes');
    await expect(page).toHaveURL('/validateUser');
    await expect(page.getByText('Jorge', { exact: false }).first()).toBeVisible();
  });
});
