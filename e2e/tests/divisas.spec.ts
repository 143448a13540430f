import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { moveServerClock, resetServerClock } from '../support/clock.ts';
import { dropOpenOrder, PAYOUT_MS, uploadVoucherAndFinalize } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';
import { chooseOption } from '../support/select.ts';

// Issue 20 end to end: Ana buys and sells dollars at a locked rate through the same pipeline as saldo.
const ana = demo('Cliente validado');

// Ana's open order, left by another spec, would make nueva-orden resume it.
test.beforeEach(({ request }) => dropOpenOrder(request, ana.dni));

const admin = demo('Administrador');
const ALL_DAY = { from: '00:00', to: '24:00' };

type Headers = Record<string, string>;
let adminHeaders: Headers;
let savedDivisas: unknown;

// A run may start at any hour: the demo's business hours would close divisas at night.
test.beforeAll(async ({ request }) => {
  adminHeaders = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
  const sections = (await (await request.get('/api/admin/settings', { headers: adminHeaders })).json()).data;
  savedDivisas = sections.divisas;
  const open = await request.put('/api/admin/settings/divisas', {
    headers: adminHeaders,
    data: {
      ...sections.divisas,
      enabled: true,
      hours: { weekdays: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY },
    },
  });
  expect(open.ok()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/settings/divisas', { headers: adminHeaders, data: savedDivisas });
});

/** nueva-orden's Dólares choice, turned to the direction asked (the calculator starts in one of them). */
async function startDollarOrder(page: Page, direction: 'compra' | 'venta') {
  await page.goto('/userDashboard/nueva-orden');
  await page.getByRole('button', { name: 'Dólares', exact: true }).click();
  const wanted = direction === 'venta' ? 'Recibes (US$)' : 'Envías (US$)';
  if ((await page.getByLabel(wanted).count()) === 0) {
    await page.getByRole('button', { name: 'Invertir: comprar o vender dólares' }).click();
  }
  await expect(page.getByLabel(wanted)).toBeVisible();
  await page.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
}

async function chooseAccountAndOrigin(page: Page, account: RegExp, origin: string) {
  await chooseOption(page, 'Cuenta donde recibes', account);
  await chooseOption(page, 'Origen de los fondos', origin);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, admin);
  return page;
}

test('Ana buys US$ 500: the rate is locked with a running countdown, she pays in soles, staff approve and pay out to her dollar account', async ({
  browser,
  page,
}) => {
  test.setTimeout(150_000);
  await signInAs(page, ana);
  await startDollarOrder(page, 'venta');
  await page.getByLabel('Recibes (US$)').fill('500');
  await expect(page.getByText('Te vendemos a S/ 3.768')).toBeVisible();
  await expect(page.getByLabel('Envías (S/)')).toHaveValue('1,884.00');
  await chooseAccountAndOrigin(page, /dólares|US\$|USD/i, 'Ahorros');

  const lock = page.getByText(/Tu tipo de cambio S\/ 3\.768 está reservado por \d\d:\d\d/);
  await expect(lock).toBeVisible();
  const first = await lock.textContent();
  // The countdown runs: the same notice shows less time a moment later.
  await expect(lock).not.toHaveText(first!, { timeout: 5_000 });
  await expect(page.getByText('Transfiere exactamente S/ 1,884.00')).toBeVisible();
  const code = (await page.getByText(/^Orden [A-Z0-9]{8}$/).textContent())!.replace('Orden ', '');
  await uploadVoucherAndFinalize(page);

  const staff = await staffPage(browser);
  const queue = staff.getByRole('table', { name: 'Cola de órdenes' });
  await staff.getByRole('link', { name: 'Pagos', exact: true }).click();
  await queue.getByRole('link', { name: code }).click();
  await expect(staff.getByText('T.C. S/ 3.768').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = staff.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill('BCP-770021');
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(staff.getByText(`Pago de la orden ${code} aprobado.`)).toBeVisible();

  await staff.getByRole('link', { name: 'Devoluciones', exact: true }).click();
  await queue.getByRole('link', { name: code }).click();
  await expect(staff.getByText('US$ 500.00').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Pagar' }).click();
  const payout = staff.getByRole('dialog', { name: 'Registrar la devolución' });
  await payout
    .getByLabel('Archivo del comprobante de devolución')
    .setInputFiles(await canvasPhoto(staff, { label: 'Transferencia US$', color: '#166534' }));
  await payout.getByLabel('N.° de operación de la transferencia al cliente').fill('BCP-USD-4410');
  await payout.getByRole('button', { name: 'Pagar' }).click();
  await expect(
    staff.getByText(new RegExp(`Devolución de la orden ${code} registrada\\. Boleta B\\d{3}-\\d{8}\\.`)),
  ).toBeVisible({ timeout: PAYOUT_MS });

  await page.goto('/userDashboard/ordenes');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Completada', { exact: true })).toBeVisible();
  await expect(row.getByText('US$ 500.00')).toBeVisible();
});

test('a lock that runs out is never finalized at the old rate: Ana re-quotes at the rate in force with one tap', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const before = (await (await request.get('/api/exchange/rates', { headers: adminHeaders })).json()).data;
  await page.clock.install();
  try {
    await signInAs(page, ana);
    await startDollarOrder(page, 'compra');
    await page.getByLabel('Envías (US$)').fill('100');
    await expect(page.getByText('Te compramos a S/ 3.742')).toBeVisible();
    await chooseAccountAndOrigin(page, /Mi cuenta BCP/, 'Sueldo o honorarios');
    await expect(page.getByText(/Tu tipo de cambio S\/ 3\.742 está reservado por/)).toBeVisible();

    // Staff publish a better buy rate while Ana's lock runs; her order keeps 3.742 until the lock ends.
    const buy = before.buy.map((tier: { rate: string }, index: number) =>
      index === 0 ? { ...tier, rate: '3.7440' } : tier,
    );
    const published = await request.post('/api/admin/exchange/rates', {
      headers: adminHeaders,
      data: { buy, sell: before.sell },
    });
    expect(published.ok(), await published.text()).toBe(true);
    await expect(page.getByText(/Tu tipo de cambio S\/ 3\.742 está reservado por/)).toBeVisible();

    moveServerClock(16 * 60 * 1000);
    await page.clock.fastForward('16:00');
    await expect(page.getByText('El tipo de cambio reservado venció')).toBeVisible();
    await page.getByRole('button', { name: 'Actualizar al tipo de cambio vigente' }).click();
    await expect(page.getByText('Nuevo tipo de cambio S/ 3.744: recibes S/ 374.40.')).toBeVisible();
    await expect(page.getByText(/Tu tipo de cambio S\/ 3\.744 está reservado por 1[45]:\d\d/)).toBeVisible();
  } finally {
    resetServerClock();
    await request.post('/api/admin/exchange/rates', {
      headers: adminHeaders,
      data: { buy: before.buy, sell: before.sell },
    });
  }
});

// Decision 215: the countdown is the server's, whatever the phone's clock says.
test('on a phone whose clock runs 5 minutes behind, the lock counts down by the server’s clock', async ({
  page,
}) => {
  await page.clock.install({ time: Date.now() - 5 * 60_000 });
  await signInAs(page, ana);
  await startDollarOrder(page, 'venta');
  await page.getByLabel('Recibes (US$)').fill('100');
  await chooseAccountAndOrigin(page, /dólares|US\$|USD/i, 'Ahorros');
  const { lockMinutes } = savedDivisas as { lockMinutes: number };
  const left = page.getByText(/está reservado por \d\d:\d\d/);
  await expect(left).toBeVisible();
  // By the phone's own clock it would read five minutes more than the lock lasts.
  const [minutes, seconds] = (await left.textContent())!
    .match(/(\d\d):(\d\d)/)!
    .slice(1)
    .map(Number);
  expect(minutes! * 60 + seconds!).toBeLessThanOrEqual(lockMinutes * 60);
  expect(minutes! * 60 + seconds!).toBeGreaterThan((lockMinutes - 1) * 60);
});
