import { expect, test, type Page } from '@playwright/test';
import { demo, signIn, signInAs } from '../support/session.ts';

async function typeBirthDate(page: Page, digits: string) {
  await page.getByRole('group', { name: 'Fecha de nacimiento' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

test('the update-data form and the survey each appear once, one after the other, and not again', async ({
  page,
}) => {
  const maria = demo('Cliente por actualizar');
  await signInAs(page, maria);

  const form = page.getByRole('dialog', { name: 'Actualiza tus datos' });
  await expect(form).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await typeBirthDate(form.page(), '28071985');
  await form.getByLabel('Género').selectOption({ label: 'Femenino' });
  await form.getByLabel('Departamento').selectOption({ label: 'Arequipa' });
  await form.getByLabel('Provincia').selectOption({ label: 'Arequipa' });
  await form.getByLabel('Distrito').selectOption({ label: 'Cayma' });
  await form.getByLabel('Dirección').fill('Calle Mercaderes 210, Cercado');
  await form.getByLabel('Ocupación').fill('Comerciante');
  await form.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(form).toBeHidden();

  const survey = page.getByRole('dialog', { name: '¿Cómo nos conociste?' });
  await expect(survey).toBeVisible();
  await survey.getByRole('radio', { name: 'Otro' }).check();
  await survey.getByLabel('Cuéntanos cómo').fill('Un volante en el mercado');
  await survey.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(survey).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: '¡Hola, María!' })).toBeVisible();
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await expect(page).toHaveURL('/login');
  await signIn(page, maria.dni);
  await expect(page).toHaveURL('/userDashboard');
  await page.waitForTimeout(1000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The data is on the profile now.
  await page.getByRole('link', { name: 'Perfil', exact: true }).click();
  await expect(page.getByLabel('Dirección')).toHaveValue('Calle Mercaderes 210, Cercado');
  await expect(page.getByLabel('Distrito')).toHaveValue('040103');
});
