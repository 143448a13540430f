import { DEFAULT_SETTINGS } from '@cambix/contract';
import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { moveServerClock, resetServerClock } from '../support/clock.ts';
import { DEMO_PASSWORD, demo } from '../support/session.ts';

// Issue 34: the quote says when the money arrives, by the destination's bank, the time in Lima, the hours,
// the holidays and the cut-offs; while Cambix is closed, the calculator says when the operation is processed.
const admin = demo('Administrador');
type Headers = Record<string, string>;
let adminHeaders: Headers;
let saved: { divisas: unknown; service: unknown };

// The demo's week and transfer times as seeded: another spec may have opened divisas all day.
test.beforeAll(async ({ request }) => {
  adminHeaders = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const sections = (await (await request.get('/api/admin/settings', { headers: adminHeaders })).json()).data;
  saved = { divisas: sections.divisas, service: sections.service };
  for (const [section, data] of [
    ['divisas', { ...sections.divisas, hours: DEFAULT_SETTINGS.divisas.hours }],
    ['service', DEFAULT_SETTINGS.service],
  ] as const) {
    const response = await request.put(`/api/admin/settings/${section}`, { headers: adminHeaders, data });
    expect(response.ok(), await response.text()).toBe(true);
  }
});

test.afterAll(async ({ request }) => {
  resetServerClock();
  await request.put('/api/admin/settings/service', { headers: adminHeaders, data: saved.service });
  await request.put('/api/admin/settings/divisas', { headers: adminHeaders, data: saved.divisas });
});

test.afterEach(() => resetServerClock());

/** Both clocks at a Lima wall-clock time: the server's by its offset file, the page's by Playwright's clock. */
async function setClocks(page: Page, lima: string) {
  const at = new Date(`${lima}:00-05:00`);
  moveServerClock(at.getTime() - Date.now());
  await page.clock.install({ time: at });
}

/** /crear-orden: S/ 500 paid from BCP, to the bank asked; answers the quote card. */
async function quoteTo(page: Page, destination: string) {
  await page.getByLabel('Banco desde el que pagarás').selectOption({ label: 'Banco de Crédito del Perú' });
  await page.getByLabel('Banco donde recibes (opcional)').selectOption({ label: destination });
  const amount = page.getByLabel('Monto que envías (S/)');
  if ((await amount.inputValue()) === '') await amount.fill('500');
  return page.getByRole('group', { name: 'Cuándo llega' });
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('inside hours: a BCP destination arrives within the hour, an Interbank one after the CCI time', async ({
      page,
    }) => {
      // Thursday 10 December 2026, 11:00 in Lima.
      await setClocks(page, '2026-12-10T11:00');
      await page.goto('/crear-orden');
      await expect(page.getByText('Abierto ahora · hasta las 19:00')).toBeVisible();
      const times = page.getByRole('region', { name: 'Tiempos de transferencia' });
      await expect(times.getByText('Interbank', { exact: false }).first()).toBeVisible();

      const timing = await quoteTo(page, 'Banco de Crédito del Perú');
      await expect(timing).toHaveText('Llega hoy antes de las 12:00');
      await quoteTo(page, 'Interbank');
      await expect(timing).toHaveText('Llega hoy antes de las 13:00');
      await timing.scrollIntoViewIfNeeded();
      await expect(timing).toBeInViewport();
    });

    test('outside hours: closed on Saturday afternoon, the operation is processed on Monday and arrives then', async ({
      page,
    }) => {
      // Saturday 12 December 2026, 15:00 in Lima: the half day is over.
      await setClocks(page, '2026-12-12T15:00');
      await page.goto('/crear-orden');
      await expect(page.getByText('Cerrado · abrimos el lunes a las 09:00')).toBeVisible();

      const timing = await quoteTo(page, 'Banco de Crédito del Perú');
      await expect(timing).toContainText('Llega el lunes antes de las 10:00');
      await expect(timing).toContainText('Procesaremos tu operación el lunes desde las 09:00');
      await quoteTo(page, 'Interbank');
      await expect(timing).toContainText('Llega el lunes antes de las 11:00');
      await expect(timing).toContainText('Procesaremos tu operación el lunes desde las 09:00');
    });
  });
}
