import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

// The main screens of each role (issue 18): axe finds no serious or critical violation at a desktop and
// a phone width. One browser context per role and width, signed in once.
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

const SCREENS = {
  public: ['/login', '/registro', '/crear-orden'],
  customer: [
    '/userDashboard',
    '/userDashboard/nueva-orden',
    '/userDashboard/cuentas',
    '/userDashboard/ordenes',
    '/userDashboard/perfil',
    '/userDashboard/mis-puntos',
    '/userDashboard/seguridad',
  ],
  admin: [
    '/dashboard',
    '/dashboard/ordenes-admin',
    '/dashboard/pagos',
    '/dashboard/devoluciones',
    '/dashboard/users',
    '/dashboard/ajustes',
    '/dashboard/datos-personales',
    '/dashboard/incidentes-de-seguridad',
    '/dashboard/incidentes-de-seguridad/1',
    '/dashboard/seguridad',
  ],
  partner: ['/externo/ordenes', '/externo/seguridad'],
};

/** Each serious or critical violation as "rule (impact) at target, target…", one per line. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The screen is drawn once its main heading is (a lazy page's code arrives first).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
  // And once its data is in: a field waiting for its catalogue is disabled, and a disabled field's grey
  // label (exempt in WCAG, not to axe) would be read as a contrast failure. The socket is no request.
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${path} @${page.viewportSize()?.width}px: ${violation.id} (${violation.impact}) at ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

async function checkScreens(page: Page, size: (typeof WIDTHS)[number], paths: string[]): Promise<void> {
  await page.setViewportSize(size);
  const found: string[] = [];
  for (const path of paths) found.push(...(await seriousViolations(page, path)));
  expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
}

test.describe('accessibility of the main screens (axe, 0 serious or critical)', () => {
  // Six screens and their axe runs per test: more than one screen's worth of time.
  test.describe.configure({ timeout: 240_000 });

  for (const size of WIDTHS) {
    test(`public screens at ${size.width} px`, async ({ page }) => {
      await checkScreens(page, size, SCREENS.public);
    });

    test(`customer screens at ${size.width} px`, async ({ page }) => {
      await signInAs(page, demo('Cliente validado'));
      await checkScreens(page, size, SCREENS.customer);
    });

    test(`staff screens (Administrador) at ${size.width} px`, async ({ page }) => {
      await signInAs(page, demo('Administrador'));
      await checkScreens(page, size, SCREENS.admin);
    });

    test(`partner screens (Externo) at ${size.width} px`, async ({ page }) => {
      await signInAs(page, demo('Externo'));
      await checkScreens(page, size, SCREENS.partner);
    });
  }
});
