import AxeBuilder from '@axe-core/playwright';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 34, the public landing "/" (decision 181): the rates side by side, the calculator both ways, live
// when staff publish from Tipo de cambio (decision 182), at a desktop and a phone width; its SEO lines.
const admin = demo('Administrador');
const ana = demo('Cliente validado');
const ALL_DAY = { from: '00:00', to: '24:00' };
const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
];

type Tier = { fromUsd: string; toUsd: string; rate: string };
type Headers = Record<string, string>;
let adminHeaders: Headers;
let savedDivisas: unknown;
let savedBoard: { buy: Tier[]; sell: Tier[] };

/** One tier each way over the board's whole range: compra 3.7400, venta 3.7800. */
const oneTier = (tiers: Tier[], rate: string): Tier[] => [
  { fromUsd: tiers[0]!.fromUsd, toUsd: tiers.at(-1)!.toUsd, rate },
];

async function publish(request: APIRequestContext, board: { buy: Tier[]; sell: Tier[] }) {
  const response = await request.post('/api/admin/exchange/rates', { headers: adminHeaders, data: board });
  expect(response.ok(), await response.text()).toBe(true);
}

// A run may start at any hour: the demo's business hours would close divisas at night.
test.beforeAll(async ({ request }) => {
  adminHeaders = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const sections = (await (await request.get('/api/admin/settings', { headers: adminHeaders })).json()).data;
  savedDivisas = sections.divisas;
  const opened = await request.put('/api/admin/settings/divisas', {
    headers: adminHeaders,
    data: {
      ...sections.divisas,
      enabled: true,
      hours: { weekdays: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY },
    },
  });
  expect(opened.ok()).toBe(true);
  const board = (await (await request.get('/api/exchange/rates', { headers: adminHeaders })).json()).data;
  savedBoard = { buy: board.buy, sell: board.sell };
});

test.beforeEach(async ({ request }) => {
  await publish(request, {
    buy: oneTier(savedBoard.buy, '3.7400'),
    sell: oneTier(savedBoard.sell, '3.7800'),
  });
});

test.afterAll(async ({ request }) => {
  await publish(request, savedBoard);
  await request.put('/api/admin/settings/divisas', { headers: adminHeaders, data: savedDivisas });
});

const side = (page: Page, label: 'Compra' | 'Venta'): Locator =>
  page.locator('.cx-today-rates__side').filter({ hasText: label });

/** Staff in a browser of their own publish a new venta from /dashboard/tipo-de-cambio. */
async function staffPublishes(browser: Browser, sell: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInAs(page, admin);
    await page.goto('/dashboard/tipo-de-cambio');
    const rate = page.getByLabel('Tipo de cambio · Vendemos, tramo 1');
    await expect(rate).toHaveValue('3.7800', { timeout: 30_000 });
    await rate.fill(sell);
    await page.getByRole('button', { name: 'Publicar' }).click();
    await expect(page.getByText('Tipo de cambio publicado').first()).toBeVisible();
  } finally {
    await context.close();
  }
}

for (const viewport of WIDTHS) {
  test(`at ${viewport.width}px a visitor sees both rates, converts both ways, and a board staff publish shows at once`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle('Cambix | Tipo de cambio hoy');
    await expect(page.getByRole('heading', { level: 1, name: 'Tipo de cambio hoy' })).toBeVisible();
    await expect(side(page, 'Compra')).toContainText('S/ 3.740');
    await expect(side(page, 'Venta')).toContainText('S/ 3.780');

    // The worked example: buying US$ 1,000; then the visitor types, each way.
    await expect(page.getByLabel('Recibes (US$)')).toHaveValue('1,000');
    await expect(page.getByText(/^Ahorras S\/ [\d,.]+ frente al banco$/)).toBeVisible();
    await page.getByLabel('Recibes (US$)').fill('500');
    await expect(page.getByLabel('Envías (S/)')).toHaveValue('1,890.00');
    await page.getByRole('button', { name: 'Invertir: comprar o vender dólares' }).click();
    await page.getByLabel('Envías (US$)').fill('100');
    await expect(page.getByLabel('Recibes (S/)')).toHaveValue('374.00');
    await expect(page.getByText('Te compramos a S/ 3.740')).toBeVisible();

    // The charts, the banks and the contact arrive after the page is up.
    await expect(page.getByRole('heading', { name: 'Últimos 30 días' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Bancos con los que trabajamos' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ingresar' }).first()).toBeVisible();

    await page.waitForLoadState('networkidle');
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    const serious = violations.filter((entry) => entry.impact === 'serious' || entry.impact === 'critical');
    expect(
      serious.map((entry) => `${entry.id}: ${entry.nodes.map((node) => node.target.join(' '))}`),
    ).toEqual([]);

    await staffPublishes(browser, '3.7900');
    await expect(side(page, 'Venta')).toContainText('S/ 3.790');
    await page.getByRole('button', { name: 'Invertir: comprar o vender dólares' }).click();
    await page.getByLabel('Recibes (US$)').fill('100');
    await expect(page.getByLabel('Envías (S/)')).toHaveValue('379.00');
    await context.close();
  });
}

test('robots.txt lets the public pages be listed and keeps the private areas and the API out', async ({
  request,
}) => {
  const response = await request.get('/robots.txt');
  expect(response.ok()).toBe(true);
  const text = await response.text();
  expect(text).toContain('User-agent: *');
  expect(text).toMatch(/^Allow: \/$/m);
  for (const path of ['/userDashboard', '/dashboard', '/externo', '/api/'])
    expect(text).toMatch(new RegExp(`^Disallow: ${path.replace('/', '\\/')}$`, 'm'));
});

test('the login is titled "Iniciar sesión | Cambix"; a signed-in page has noindex; signed in, / goes to the area', async ({
  page,
}) => {
  const robots = page.locator('meta[name="robots"]');
  await page.goto('/login');
  await expect(page).toHaveTitle('Iniciar sesión | Cambix');
  await expect(robots).toHaveCount(0);
  await signInAs(page, ana);
  await expect(page).toHaveTitle(/ \| Cambix$/);
  await expect(robots).toHaveAttribute('content', 'noindex');
  await page.goto('/');
  await expect(page).toHaveURL('/userDashboard');
});
