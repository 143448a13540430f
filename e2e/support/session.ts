import type { RoleName } from '@cambix/contract';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from '@cambix/api/demo-accounts';
import { expect, type Page } from '@playwright/test';

export { DEMO_PASSWORD };

export function demo(label: DemoAccount['label']): DemoAccount {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.label === label);
  if (!account) throw new Error(`no demo account ${label}`);
  return account;
}

/** Where each role lands (docs/rules/roles-and-modules.md#landing-pages) after signing in. */
export function landingOf(account: DemoAccount): string {
  const landing: Record<RoleName, string> = {
    Administrador: '/dashboard',
    Colaborador: '/dashboard',
    Externo: '/externo/ordenes',
    Usuario: '/dashboard/users-management',
    Cliente: account.kycStep === 0 ? '/userDashboard' : '/validateUser',
  };
  return landing[account.role];
}

/** Signs in through the real login form, as a person would. */
export async function signIn(page: Page, identifier: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Documento o correo').fill(identifier);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Ingresar', exact: true }).click();
}

export async function signInAs(page: Page, account: DemoAccount): Promise<void> {
  await signIn(page, account.dni);
  await expect(page).toHaveURL(landingOf(account));
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}
