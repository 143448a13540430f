import { expect, type Page } from '@playwright/test';
import { canvasPhoto } from './images.ts';

/** How the wizard names each photo of a document type; the passport's pages have names of their own. */
const PHOTO_LABELS = {
  DNI: { front: 'DNI: cara frontal', back: 'DNI: reverso', selfie: 'Selfie con tu DNI' },
  CE: {
    front: 'Carné de extranjería: cara frontal',
    back: 'Carné de extranjería: reverso',
    selfie: 'Selfie con tu carné de extranjería',
  },
  PASAPORTE: {
    front: 'Pasaporte: página de datos',
    back: 'Pasaporte: página de la firma',
    selfie: 'Selfie con tu pasaporte',
  },
} as const;

/**
 * A new customer, signed in on /validateUser, fills the three identity steps as a person does (data and
 * document photos, selfie, a BCP account in soles) and lands on their area with the account in review; the
 * survey that follows is answered.
 */
export async function completeValidation(
  page: Page,
  documentType: keyof typeof PHOTO_LABELS = 'DNI',
): Promise<void> {
  const labels = PHOTO_LABELS[documentType];
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
    .getByLabel(`Foto: ${labels.front}`)
    .setInputFiles(await canvasPhoto(page, { label: 'Frente', color: '#134e4a' }));
  await expect(page.getByRole('group', { name: labels.front }).getByText('Foto guardada')).toBeVisible();
  await page
    .getByLabel(`Foto: ${labels.back}`)
    .setInputFiles(await canvasPhoto(page, { label: 'Reverso', color: '#6d28d9' }));
  await expect(page.getByRole('group', { name: labels.back }).getByText('Foto guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page
    .getByLabel(`Foto: ${labels.selfie}`)
    .setInputFiles(await canvasPhoto(page, { label: 'Selfie', color: '#b45309' }));
  await expect(page.getByText('Foto guardada')).toBeVisible();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByLabel('Banco').selectOption({ label: 'Banco de Crédito del Perú' });
  await page.getByLabel('Número de cuenta').fill(`285${String(Date.now()).slice(-11)}`);
  await page.getByLabel('Declaro que soy el titular de esta cuenta.').check();
  await page.getByRole('button', { name: 'Enviar a revisión' }).click();
  await expect(page).toHaveURL('/userDashboard');
  await expect(page.getByText('Tu cuenta está en revisión')).toBeVisible();
  const survey = page.getByRole('dialog', { name: '¿Cómo nos conociste?' });
  await survey.getByLabel('Google').check();
  await survey.getByRole('button', { name: 'Enviar respuesta' }).click();
  await expect(survey).toBeHidden();
}
