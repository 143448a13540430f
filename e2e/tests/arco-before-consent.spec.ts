import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

// Decision 178: a customer who does not accept the new privacy policy still exercises her ARCO rights from
// the dialog that holds her. Carmen is a demo customer under the first texts that only this test uses; she
// never accepts here.
const CARMEN = demo('Cliente que no acepta los textos');

test('a customer held by the new privacy text files a cancellation from the dialog, and stays held', async ({
  browser,
  page,
}) => {
  await signInAs(page, CARMEN);
  const texts = page.getByRole('dialog', { name: 'Actualizamos nuestros textos' });
  await expect(texts).toBeVisible();
  await texts.getByRole('button', { name: 'Ver mis datos y solicitudes' }).click();

  const myData = page.getByRole('dialog', { name: 'Mis datos y solicitudes' });
  await expect(myData).toBeVisible();
  // Still not dismissable.
  await page.keyboard.press('Escape');
  await expect(myData).toBeVisible();

  // The copy of her data, prepared in the background.
  await myData.getByRole('button', { name: 'Preparar mis datos' }).click();
  await expect(myData.getByText(/Listo\. Puedes descargarlo hasta el/)).toBeVisible({ timeout: 30_000 });

  // The cancellation, confirmed before it is sent.
  await myData.getByRole('combobox', { name: 'Tipo de solicitud' }).click();
  await page.getByRole('option', { name: 'Cancelación: borrar mis datos' }).click();
  await myData
    .getByRole('textbox', { name: 'Cuéntanos qué nos pides' })
    .fill('No acepto la nueva política de privacidad: cancelen mis datos.');
  await myData.getByRole('button', { name: 'Enviar solicitud' }).click();
  await myData.getByRole('button', { name: 'Sí, enviar' }).click();
  await expect(myData.getByText('Recibimos tu solicitud.', { exact: false })).toBeVisible();
  const mine = myData.getByRole('list', { name: 'Mis solicitudes' }).getByRole('listitem').first();
  await expect(mine).toContainText('Cancelación');
  await expect(mine).toContainText('Pendiente');
  const code = (await mine.textContent())!.match(/ARCO-\d{5}/)![0];

  // Back to the texts: still held, also after a reload.
  await myData.getByRole('button', { name: 'Volver a los textos' }).click();
  await expect(texts).toBeVisible();
  await page.reload();
  await expect(texts).toBeVisible();

  // Staff of Datos personales have her request.
  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, demo('Administrador'));
  await staff.getByRole('link', { name: 'Datos personales' }).click();
  const row = staff.getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('Vilca');
  await staff.close();
});
