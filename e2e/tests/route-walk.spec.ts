import type { RoleName } from '@cambix/contract';
import { DEMO_ACCOUNTS, type DemoAccount } from '@cambix/api/demo-accounts';
import { expect, test, type Page } from '@playwright/test';
import { landingOf, signInAs } from '../support/session.ts';

type Audience =
  | 'guest-only'
  | 'open'
  | 'customer'
  | 'validate'
  | 'staff'
  | 'managers'
  | 'third-party'
  /**
   * An order-link route with a code that is no link: it stays, saying so to whoever opened it (decision 097,
   * docs/rules/route-guards.md#order-link-routes).
   */
  | 'unknown-link';

// Every path of spec section 2, parameters filled in, with who may see it.
const ROUTES: [string, Audience][] = [
  ['/', 'guest-only'],
  ['/login', 'guest-only'],
  ['/registro', 'guest-only'],
  ['/registrarse', 'guest-only'],
  ['/recuperar', 'guest-only'],
  ['/restaurar', 'guest-only'],
  ['/crear-orden', 'open'],
  ['/alertas', 'open'],
  ['/unauthorized', 'open'],
  ['/externo/ordenes', 'open'],
  ['/externo/finalizar-orden/ABCD2345', 'open'],
  ['/userDashboard', 'customer'],
  ['/userDashboard/nueva-orden', 'customer'],
  ['/userDashboard/nueva-orden/ABCD2345', 'unknown-link'],
  ['/userDashboard/cuentas', 'customer'],
  ['/userDashboard/ordenes', 'customer'],
  ['/userDashboard/perfil', 'customer'],
  ['/userDashboard/mis-puntos', 'customer'],
  ['/userDashboard/alertas', 'customer'],
  ['/userDashboard/edit-orden/ABCD2345', 'unknown-link'],
  ['/userDashboard/finalizar-orden/ABCD2345', 'unknown-link'],
  ['/validateUser', 'validate'],
  ['/dashboard', 'staff'],
  ['/dashboard/links-orden', 'staff'],
  ['/dashboard/users', 'staff'],
  ['/dashboard/user/7', 'staff'],
  ['/dashboard/user/7/old', 'staff'],
  ['/dashboard/user/userActive', 'staff'],
  ['/dashboard/ordenes-admin', 'staff'],
  ['/dashboard/external-orders', 'staff'],
  ['/dashboard/orden/5', 'staff'],
  ['/dashboard/pagos', 'staff'],
  ['/dashboard/pago/5', 'staff'],
  ['/dashboard/devoluciones', 'staff'],
  ['/dashboard/devolucion/5', 'staff'],
  ['/dashboard/comprobantes', 'staff'],
  ['/dashboard/pagos-referencia', 'staff'],
  ['/dashboard/promociones', 'staff'],
  ['/dashboard/promocion/3', 'staff'],
  ['/dashboard/resumen', 'staff'],
  ['/dashboard/resumen-formated', 'staff'],
  ['/dashboard/ajustes', 'staff'],
  ['/dashboard/cumplimiento/registro', 'staff'],
  ['/dashboard/cumplimiento/listas', 'staff'],
  ['/dashboard/cumplimiento/alertas', 'staff'],
  ['/dashboard/cumplimiento/casos', 'staff'],
  ['/dashboard/cumplimiento/casos/1', 'staff'],
  ['/dashboard/datos-personales', 'staff'],
  ['/dashboard/datos-personales/1', 'staff'],
  ['/dashboard/incidentes-de-seguridad', 'staff'],
  ['/dashboard/incidentes-de-seguridad/1', 'staff'],
  ['/dashboard/nuevo-balance', 'staff'],
  ['/dashboard/egreso', 'staff'],
  ['/dashboard/flujo', 'staff'],
  ['/dashboard/referreds', 'staff'],
  ['/admin/referred-codes/ANA2026', 'staff'],
  ['/dashboard/cards', 'staff'],
  ['/dashboard/modulo-terceros', 'third-party'],
  ['/dashboard/users-management', 'managers'],
  ['/dashboard/user-permissions', 'managers'],
  ['/dashboard/user-permissions/3', 'managers'],
];

function mayOpen(role: RoleName, validated: boolean, audience: Audience): boolean {
  switch (audience) {
    case 'guest-only':
      return false;
    case 'open':
    case 'unknown-link':
      return true;
    case 'customer':
      return role === 'Cliente' && validated;
    case 'validate':
      return role === 'Cliente' && !validated;
    case 'staff':
      return role === 'Administrador' || role === 'Colaborador';
    case 'third-party':
      return role === 'Administrador' || role === 'Colaborador' || role === 'Externo';
    case 'managers':
      return role === 'Administrador' || role === 'Usuario';
  }
}

/** In-app navigation, as a click on a link would do. */
async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/**
 * What the guards read of an account: its role, its KYC step, whether its data is up to date and whether it
 * must accept the texts in force. Accounts alike in all four (the second partner, the second customer under
 * the first texts) would walk the same way: one of each walks.
 */
const guardState = (account: DemoAccount) =>
  [account.role, account.kycStep, Boolean(account.kyc), Boolean(account.firstTexts)].join('|');
const WALKERS = DEMO_ACCOUNTS.filter(
  (account, index) => DEMO_ACCOUNTS.findIndex((other) => guardState(other) === guardState(account)) === index,
);

for (const account of WALKERS) {
  test(`${account.label} walks every route and always settles where the role may be`, async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, account);
    const landing = landingOf(account);
    for (const [path, audience] of ROUTES) {
      await navigate(page, path);
      const expected = mayOpen(account.role, account.kycStep === 0, audience) ? path : landing;
      await expect(page, `${account.label} on ${path}`).toHaveURL(expected);
      // Settled, not bouncing: still there a moment later.
      await page.waitForTimeout(200);
      expect(new URL(page.url()).pathname, `${account.label} left ${expected}`).toBe(expected);
    }
  });
}
