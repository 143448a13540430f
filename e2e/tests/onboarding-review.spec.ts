import { expect, test } from '@playwright/test';
import { registerCustomer } from '../support/api.ts';
import { completeValidation } from '../support/onboarding.ts';
import { waitForMail } from '../support/outbox.ts';
import { demo, signIn, signInAs } from '../support/session.ts';

// Issue 3 end to end across both areas: the customer validates, staff approve, the customer operates.
test('a new customer completes validation, staff approve them, and they reach their area as an active customer', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const { dni, email } = await registerCustomer(request, 'Segura2026');
  await signIn(page, dni, 'Segura2026');
  await completeValidation(page);

  // Staff, in their own browser, find the customer and approve them after looking at the photos.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInAs(staff, demo('Administrador'));
  await staff.goto('/dashboard/users');
  await staff.getByRole('searchbox', { name: 'Buscar', exact: true }).fill(dni);
  // As a person does: the search applies (into the address) before they open the row it found.
  await expect(staff).toHaveURL(new RegExp(`[?&]q=${dni}`));
  // Rows of the list before the search open nothing (issue 34): wait for the search's own answer.
  const table = staff.getByRole('table', { name: 'Clientes' });
  await expect(table).toHaveAttribute('aria-busy', 'false');
  await table.getByText(`DNI ${dni}`).click();
  await expect(staff).toHaveURL(/\/dashboard\/user\/\d+$/);
  await staff.getByRole('tab', { name: 'Documentos' }).click();
  await expect(staff.getByRole('img').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Aprobar' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Aprobar' }).click();
  await expect(staff.getByRole('dialog')).toBeHidden();
  await expect(staff.getByText('Activo').first()).toBeVisible();
  await staffContext.close();

  const approval = await waitForMail(email, 2);
  expect(approval.subject).toMatch(/activa|aprobada/i);

  // The customer signs in again and operates as an active customer.
  await page.getByRole('button', { name: 'Salir' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sí' }).click();
  await signIn(page, email, 'Segura2026');
  await expect(page).toHaveURL('/userDashboard');
  await expect(page.getByText('Tu cuenta está activa')).toBeVisible();
});
