import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

// The main screens of each role (issue 18): axe finds no serious or critical violation at a desktop and
// a phone width. One browser context per role, signed in once.
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
  ],
  admin: [
    '/dashboard',
    '/dashboard/ordenes-admin',
    '/dashboard/pagos',
    '/dashboard/devoluciones',
    '/dashboard/users',
    '/dashboard/ajustes',
  ],
  partner: ['/externo/ordenes'],
};

/** Each serious or critical violation as "rule (impact) at target, target…", one per line. */
async function seriousViolations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  // The screen is drawn once its main heading is (a lazy page's code arrives first).
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
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

async function checkScreens(page: Page, paths: string[]): Promise<void> {
  const found: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    for (const path of paths) found.push(...(await seriousViolations(page, path)));
  }
  expect(found, `axe found:\n${found.join('\n')}`).toEqual([]);
}

test.describe('accessibility of the main screens (axe, 0 serious or critical)', () => {
  // Up to a dozen screens and their axe runs per test: more than one screen's worth of time.
  test.describe.configure({ timeout: 180_000 });

  test('public screens', async ({ page }) => {
    await checkScreens(page, SCREENS.public);
  });

  test('customer screens', async ({ page }) => {
    await signInAs(page, demo('Cliente validado'));
    await checkScreens(page, SCREENS.customer);
  });

  test('staff screens (Administrador)', async ({ page }) => {
    await signInAs(page, demo('Administrador'));
    await checkScreens(page, SCREENS.admin);
  });

  test('partner screens (Externo)', async ({ page }) => {
    await signInAs(page, demo('Externo'));
    await checkScreens(page, SCREENS.partner);
  });
});
