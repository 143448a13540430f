import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, signInAs } from '../support/session.ts';

// Issue 34: tables wider than their box cut their last columns (Link on /externo/ordenes, "Saldo de cierre" on
// /dashboard/resumen-formated). At 1280 px each table fits its box, every heading inside it; at 375 px the
// rows are cards and the page never scrolls sideways.

/** The box scrolls sideways: what it holds is wider than what it shows. */
async function expectNoSidewaysScroll(box: Locator): Promise<void> {
  const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth, 'the box scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

async function expectPageFits(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** Every column heading of the table lies inside the table's box and the window. */
async function expectEveryColumnInView(page: Page, table: Locator, box: Locator): Promise<string[]> {
  await expectNoSidewaysScroll(box);
  const frame = (await box.boundingBox())!;
  const width = page.viewportSize()!.width;
  const headings = table.getByRole('columnheader');
  const names: string[] = [];
  for (const heading of await headings.all()) {
    const cell = (await heading.boundingBox())!;
    const name = ((await heading.textContent()) ?? '').trim();
    names.push(name);
    expect(cell.x, `${name} starts inside`).toBeGreaterThanOrEqual(frame.x - 0.5);
    expect(cell.x + cell.width, `${name} ends inside`).toBeLessThanOrEqual(
      Math.min(frame.x + frame.width, width) + 0.5,
    );
  }
  return names;
}

/**
 * The partner's list as the server answers it, with its rows turned into the widest ones it can show: every
 * status, a used and an expired link, a long name, large amounts and a share (the demo's orders are all new).
 */
async function widestPartnerRows(page: Page): Promise<void> {
  await page.route(/\/api\/partner\/orders(\?|$)/, async (route) => {
    if (route.request().method() !== 'GET') return route.continue();
    const response = await route.fetch();
    const body = await response.json();
    const [first] = body.data.items;
    if (!first) return route.fulfill({ response, json: body });
    const variants = [
      { status: 1, link: 'usada', share: null },
      { status: 5, link: 'usada', share: { amount: '1125.00', settled: false } },
      { status: 0, link: 'vencida', share: null },
      { status: 3, link: 'usada', share: null },
      { status: 4, link: 'usada', share: null },
      { status: 0, link: 'activa', share: null },
    ];
    body.data.items = variants.map((variant, index) => ({
      ...first,
      code: `${first.code.slice(0, 6)}W${index}`,
      status: variant.status,
      client: { ...first.client, name: 'María de los Ángeles Quispe Huamán' },
      sendAmount: '25000.00',
      finalFee: '1125.00',
      receiveAmount: '23875.00',
      link: { ...first.link, state: variant.link },
      share: variant.share,
    }));
    body.data.total = variants.length;
    await route.fulfill({ response, json: body });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('/externo/ordenes shows every column of its table, Link included', async ({ page }) => {
    await widestPartnerRows(page);
    await signInAs(page, demo('Externo'));
    const table = page.getByRole('table', { name: 'Órdenes de socios' });
    // A busy server takes its time to answer the list (each wait below allows for it).
    await expect(table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const names = await expectEveryColumnInView(page, table, table.locator('xpath=..'));
    expect(names.at(-1)).toBe('Link');
    await expectPageFits(page);
  });

  test('/dashboard/resumen-formated shows every column, "Saldo de cierre" included, and the dollars line', async ({
    page,
  }) => {
    await signInAs(page, demo('Administrador'));
    await page.goto('/dashboard/resumen-formated');
    const report = page.getByRole('article', { name: 'Resumen financiero' });
    const table = report.getByRole('table', { name: 'Cifras por mes del periodo, en soles' });
    await expect(table).toBeVisible({ timeout: 30_000 });
    const names = await expectEveryColumnInView(page, table, report.locator('.summary-month-table'));
    expect(names.at(-1)).toBe('Saldo de cierre');
    await expect(
      report.getByText(/^Dólares \(US\$\): recibido [\d,]+\.\d{2}, pagado [\d,]+\.\d{2}\./),
    ).toBeVisible();
    await expect(report.getByText(/^Comparado con|Periodo anterior/).first()).toBeVisible();
    await expectPageFits(page);

    await page.goto('/dashboard/resumen');
    const onScreen = page.getByRole('table', { name: 'Cifras por mes del periodo, en soles' });
    await expect(onScreen).toBeVisible({ timeout: 30_000 });
    await expectEveryColumnInView(page, onScreen, page.locator('.summary-month-table'));
    await expectPageFits(page);
  });
});

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/externo/ordenes lists its orders as cards that fit the phone', async ({ page }) => {
    await widestPartnerRows(page);
    await signInAs(page, demo('Externo'));
    const cards = page.getByRole('list', { name: 'Órdenes de socios' });
    await expect(cards.getByRole('listitem').first()).toBeVisible({ timeout: 30_000 });
    await expectPageFits(page);
  });

  test('/dashboard/resumen-formated shows each month as a card with every figure, and the dollars line', async ({
    page,
  }) => {
    await signInAs(page, demo('Administrador'));
    await page.goto('/dashboard/resumen-formated');
    const report = page.getByRole('article', { name: 'Resumen financiero' });
    const cards = report.getByRole('list', { name: 'Cifras por mes del periodo, en soles' });
    const total = cards.getByRole('listitem').filter({ hasText: 'Total' }).first();
    await expect(total).toBeVisible({ timeout: 30_000 });
    const closing = total.getByText('Saldo de cierre');
    await closing.scrollIntoViewIfNeeded();
    const box = (await closing.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(report.getByText(/^Dólares \(US\$\): recibido/)).toBeVisible();
    await expectNoSidewaysScroll(cards);
    await expectPageFits(page);
  });
});
