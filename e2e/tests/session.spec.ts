import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

test.describe('the session', () => {
  test('Salir asks first; No keeps the session, Si ends it on the server and empties the browser storage', async ({
    page,
    request,
  }) => {
    await signInAs(page, demo('Cliente validado'));
    const token = await page.evaluate(() => localStorage.getItem('token'));
    await page.getByRole('button', { name: 'Salir' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('¿Está seguro de cerrar sesión?');
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/userDashboard');

    await page.getByRole('button', { name: 'Salir' }).click();
    const ended = page.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
    await expect(page).toHaveURL('/login');
    expect((await ended).status()).toBe(200);
    // The token no longer opens anything, even outside the browser.
    const restore = await request.post('/api/auth/me', {
      headers: { authorization: 'AppKey cambix-web' },
      data: { token },
    });
    expect(restore.status()).toBe(401);
    const storage = await page.evaluate(() => ({
      local: localStorage.length,
      session: sessionStorage.length,
    }));
    expect(storage).toEqual({ local: 0, session: 0 });
    await page.goto('/userDashboard');
    await expect(page).toHaveURL('/login?next=%2FuserDashboard');
  });

  test('ends 6 hours after sign-in', async ({ page }) => {
    await signInAs(page, demo('Administrador'));
    // The sign-in is six hours and a minute old when the page loads again. Written before the reloaded
    // page's own code runs: written into the open page, that page may see it first and end the session
    // itself, and the reload then finds no session at all (and asks to come back to /dashboard).
    await page.addInitScript(() => {
      const sixHoursAndAMinute = 6 * 3600_000 + 60_000;
      localStorage.setItem('loginTime', String(Date.now() - sixHoursAndAMinute));
    });
    await page.reload();
    await expect(page).toHaveURL('/login');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('a new tab restores the session, and logging out in one tab logs out the other', async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInAs(first, demo('Administrador'));
    const second = await context.newPage();
    await second.goto('/dashboard/pagos');
    await expect(second).toHaveURL('/dashboard/pagos');
    await expect(second.getByText('Carla M.')).toBeVisible();

    const ended = first.waitForResponse((response) => response.url().endsWith('/api/auth/logout'));
    await first.getByRole('button', { name: 'Cerrar sesión' }).first().click();
    await expect(first).toHaveURL('/login');
    expect((await ended).status()).toBe(200);
    await expect(second).toHaveURL('/login');
  });

  test('a new tab whose restore cannot reach the server waits and tries again, and no tab loses the session', async ({
    context,
  }) => {
    const first = await context.newPage();
    await signInAs(first, demo('Cliente validado'));
    const second = await context.newPage();
    // The first try fails as a dropped connection does.
    let tries = 0;
    await second.route('**/api/auth/me', (route) => {
      tries += 1;
      return tries === 1 ? route.abort('internetdisconnected') : route.continue();
    });
    await second.goto('/userDashboard/perfil');

    await expect(second.getByRole('heading', { name: 'Mi perfil' })).toBeVisible({ timeout: 15_000 });
    expect(tries).toBe(2);
    await first.reload();
    await expect(first.getByRole('heading', { name: '¡Hola, Ana!' })).toBeVisible();
  });

  test('signing in in one tab carries the other tab along', async ({ context }) => {
    const waiting = await context.newPage();
    await waiting.goto('/login');
    const other = await context.newPage();
    await signInAs(other, demo('Colaborador'));
    await expect(waiting).toHaveURL('/dashboard');
  });
});
