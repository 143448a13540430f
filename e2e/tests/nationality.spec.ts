import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { completeValidation } from '../support/onboarding.ts';
import { demo, signIn, signInAs } from '../support/session.ts';

// Issue 32, decision 165: a carné de extranjería holder declares their nationality in the wizard, and the
// officer reads it in the customer's file; a DNI holder's is Peru's, shown and not asked.
test('a carné de extranjería holder is asked their nationality, and staff read it in the customer file', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { dni } = await registerCustomer(request, 'Segura2026', { documentType: 'CE' });
  await signIn(page, dni, 'Segura2026');
  await expect(page).toHaveURL('/validateUser');
  const nationality = page.getByLabel('Nacionalidad');
  await expect(nationality).toBeEnabled();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Elige tu nacionalidad.')).toBeVisible();
  await nationality.selectOption({ label: 'Venezuela' });
  await completeValidation(page, 'CE');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, demo('Administrador'));
  await staff.goto(`/dashboard/users?q=${dni}`);
  await staff.getByRole('table', { name: 'Clientes' }).getByText(`CE ${dni}`).click();
  await expect(staff).toHaveURL(/\/dashboard\/user\/\d+$/);
  await expect(staff.getByText('Venezuela (VE)')).toBeVisible();
  await staffContext.close();
});

test('a DNI holder sees Perú as their nationality on their profile, not as a choice', async ({ page }) => {
  await signInAs(page, demo('Cliente validado'));
  await page.goto('/userDashboard/perfil');
  const nationality = page.getByLabel('Nacionalidad');
  await expect(nationality).toBeDisabled();
  await expect(nationality).toHaveValue('PE');
  await expect(page.getByText('Con DNI tu nacionalidad es peruana.')).toBeVisible();
});
