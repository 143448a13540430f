import crypto from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { cciCheckDigits } from '@cambix/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// The main screens of each role (issue 18): axe finds no serious or critical violation at a desktop and
// a phone width. One browser context per role and width, signed in once.
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

const SCREENS = {
  public: ['/', '/login', '/registro', '/crear-orden'],
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
    '/dashboard/pagos-referencia',
    '/dashboard/devoluciones',
    '/dashboard/users',
    '/dashboard/ajustes',
    '/dashboard/datos-personales',
    '/dashboard/incidentes-de-seguridad',
    '/dashboard/seguridad',
  ],
  partner: ['/externo/ordenes', '/externo/seguridad'],
};

// Rules axe rates below serious that fail a screen all the same (issue 34): a screen a reader cannot find by
// its one main heading, at any width.
const ALWAYS_FAIL = new Set(['page-has-heading-one']);

/**
 * Each serious or critical violation (and each of ALWAYS_FAIL) as "rule (impact) at target, target…", one
 * per line.
 */
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
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || ALWAYS_FAIL.has(violation.id),
    )
    .map(
      (violation) =>
        `${path} @${page.viewportSize()?.width}px: ${violation.id} (${violation.impact}) at ` +
        violation.nodes.map((node) => node.target.join(' ')).join(', '),
    );
}

/** An incident of its own, so its page is checked whichever spec ran before on this server. */
async function incidentPath(request: APIRequestContext): Promise<string> {
  const admin = demo('Administrador');
  const { headers } = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
  const response = await request.post('/api/admin/security-incidents', {
    headers,
    data: {
      title: 'Correo enviado al destinatario equivocado',
      description: 'Un correo con una constancia se envió a otra dirección por un error de tipeo.',
      occurredAt: hourAgo,
      detectedAt: hourAgo,
      dataKinds: 'Nombre y monto de una orden',
      affected: 'Un cliente',
      affectedCount: 1,
      measures: 'Se pidió al destinatario borrar el correo.',
    },
  });
  if (!response.ok()) throw new Error(`incident not created: ${await response.text()}`);
  const { data } = await response.json();
  return `/dashboard/incidentes-de-seguridad/${data.id as number}`;
}

/**
 * A finalize link of the demo partner's, for a client of its own: the page the client opens with no session
 * (its amounts are a description list, issue 34).
 */
async function partnerLinkPath(request: APIRequestContext): Promise<string> {
  const { headers } = await apiSession(request, demo('Externo').dni, DEMO_PASSWORD);
  const banks: { id: number; code: string; accountTypes: { id: number }[] }[] = (
    await (await request.get('/api/banks', { headers })).json()
  ).data;
  const bcp = banks.find((bank) => bank.code === '002')!;
  const dni = `7${crypto.randomInt(1_000_000, 9_999_999)}`;
  const accountNumber = `191${dni}000`.slice(0, 14);
  const first18 = `002191${accountNumber.slice(-12)}`;
  const response = await request.post('/api/partner/orders', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      client: {
        documentType: 'DNI',
        documentNumber: dni,
        nombres: 'Julia',
        apellidoPaterno: 'Quispe',
        email: `julia.${dni}@cliente.pe`,
      },
      destination: {
        bankId: bcp.id,
        accountTypeId: bcp.accountTypes[0]!.id,
        accountNumber,
        cci: `${first18}${cciCheckDigits(first18)}`,
      },
      paymentBankId: bcp.id,
      sendAmount: '2000',
      fundsOrigin: 'ahorros',
    },
  });
  if (!response.ok()) throw new Error(`partner order not created: ${await response.text()}`);
  const { data } = await response.json();
  return new URL(data.link.url as string).pathname;
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

    test(`staff screens (Administrador) at ${size.width} px`, async ({ page, request }) => {
      const incident = await incidentPath(request);
      await signInAs(page, demo('Administrador'));
      await checkScreens(page, size, [...SCREENS.admin, incident]);
    });

    test(`partner screens (Externo) at ${size.width} px`, async ({ page }) => {
      await signInAs(page, demo('Externo'));
      await checkScreens(page, size, SCREENS.partner);
    });

    test(`a partner's client on the finalize link at ${size.width} px`, async ({ page, request }) => {
      await checkScreens(page, size, [await partnerLinkPath(request)]);
    });
  }
});
