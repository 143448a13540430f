import crypto from 'node:crypto';
import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

test.describe('Dispositivos conectados', () => {
  test('a customer signed in on two browsers ends the other one from Seguridad, and the other is sent to /login', async ({
    browser,
    page,
  }) => {
    const customer = demo('Cliente validado');
    // A browser of its own name, so this run's other device is told apart from any the account already has.
    const version = crypto.randomInt(200, 999);
    const other = await browser.newContext({
      userAgent: `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`,
    });
    const otherPage = await other.newPage();
    await signInAs(otherPage, customer);
    await signInAs(page, customer);

    await page.goto('/userDashboard/perfil');
    await page.getByRole('link', { name: 'Dispositivos conectados' }).click();
    await expect(page).toHaveURL('/userDashboard/seguridad');
    const devices = page.getByRole('list', { name: 'Dispositivos conectados' });
    await expect(devices.getByRole('listitem').first()).toContainText('Este dispositivo');
    const otherName = `Firefox ${version} en Linux`;
    await expect(devices.getByRole('listitem', { name: otherName })).toContainText('Red local');

    await page.getByRole('button', { name: `Cerrar sesión en ${otherName}` }).click();
    await page
      .getByRole('dialog', { name: '¿Cerrar la sesión de ese dispositivo?' })
      .getByRole('button', { name: 'Cerrar sesión' })
      .click();
    await expect(page.getByText('Cerraste la sesión de ese dispositivo.')).toBeVisible();
    await expect(devices.getByRole('listitem', { name: otherName })).toHaveCount(0);

    // The other browser's next request is refused: it forgets the session and goes to sign in.
    await otherPage.getByRole('link', { name: 'Historial' }).first().click();
    await expect(otherPage).toHaveURL(/\/login/);
    expect(await otherPage.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // This browser stays signed in.
    await page.reload();
    await expect(page).toHaveURL('/userDashboard/seguridad');
    await expect(devices.getByRole('listitem').first()).toContainText('Este dispositivo');
    await other.close();
  });
});
