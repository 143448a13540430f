import { cciCheckDigits } from '@cambix/contract';
import { expect, test } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

test('a customer adds a bank account, with the CCI checked, and deletes it after confirming', async ({
  page,
}) => {
  await signInAs(page, demo('Cliente validado'));
  await page.getByRole('link', { name: 'Bancos' }).click();
  await expect(page).toHaveURL('/userDashboard/cuentas');
  const list = page.getByRole('list', { name: 'Mis cuentas bancarias' });
  // Ana's seeded accounts: soles and dollars at BCP.
  await expect(list.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('button', { name: 'Agregar cuenta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar cuenta bancaria' });
  await dialog.getByLabel('Banco').selectOption({ label: 'BanBif' });
  await expect(dialog.getByText('De 11 a 12 dígitos, sin guiones.')).toBeVisible();
  await dialog.getByLabel('Número de cuenta').fill('12345678901');
  const first18 = '038100001234567890';
  const cci = `${first18}${cciCheckDigits(first18)}`;
  const badDigit = `${cci.slice(0, 19)}${(Number(cci[19]) + 1) % 10}`;
  await dialog.getByRole('textbox', { name: /CCI/ }).fill(badDigit);
  await dialog.getByLabel('Alias (opcional)').fill('Ahorros BanBif');
  await dialog.getByLabel('Declaro que soy el titular de esta cuenta.').check();
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText(/dígitos de control no coinciden/)).toBeVisible();
  await expect(dialog.getByLabel('Número de cuenta')).toHaveValue('12345678901');
  await dialog.getByRole('textbox', { name: /CCI/ }).fill(cci);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog).toBeHidden();

  const added = list.getByRole('listitem').filter({ hasText: 'Ahorros BanBif' });
  await expect(added).toContainText('12345678901');
  await expect(added).toContainText(cci);
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(3);

  await page.getByRole('button', { name: 'Eliminar Ahorros BanBif' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar esta cuenta?' });
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await page.getByRole('button', { name: 'Eliminar Ahorros BanBif' }).click();
  await confirm.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(page.getByText('Cuenta eliminada.')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await page.reload();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list).not.toContainText('Ahorros BanBif');
});
