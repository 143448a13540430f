import crypto from 'node:crypto';
import { cciCheckDigits, isValidRuc } from '@cambix/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 30: hostile text stored through the API in the fields the partner, marketing, finance and divisas
// screens show must render as text there: no script runs, no element is made of it.
const admin = demo('Administrador');
const externo = demo('Externo');
const ana = demo('Cliente validado');
const ALL_DAY = { from: '00:00', to: '24:00' };

type Headers = Record<string, string>;

/** Markup that would run if a screen put it into the page as HTML; `tag` finds it on the screen. */
const hostile = (tag: string) => `${tag}<img src=x onerror="window.__xss=1;alert(1)">`;
// For the short fields (30 characters): still an element that runs on load.
const shortHostile = (tag: string) => `${tag}<svg onload=__xss=1>`;

/** Records every dialog and whatever the page's own scripts could not stop. */
function watchForScripts(page: Page): string[] {
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return ran;
}

/** The text is on the screen as written, and nothing of it became markup or ran. */
async function expectShownAsText(page: Page, text: string, ran: string[]) {
  await expect(page.getByText(text).first()).toBeVisible();
  await expect(page.locator('img[src="x"], svg[onload], script:not([src])')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss ?? null)).toBeNull();
  expect(ran).toEqual([]);
}

function unusedRuc(): string {
  for (;;) {
    const first = `20${crypto.randomInt(10 ** 7, 10 ** 8 - 1)}`;
    for (let check = 0; check <= 9; check++) if (isValidRuc(`${first}${check}`)) return `${first}${check}`;
  }
}

type ApiResponse = Awaited<ReturnType<APIRequestContext['post']>>;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads the fields it needs
async function ok(response: ApiResponse): Promise<any> {
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { data: unknown }).data;
}

let adminHeaders: Headers;
test.beforeAll(async ({ request }) => {
  adminHeaders = (await apiSession(request, admin.dni, DEMO_PASSWORD)).headers;
});

test('partner screens show a hostile partner name and API key name as text', async ({ page, request }) => {
  const tag = `Socio${crypto.randomInt(1000, 9999)}`;
  const name = hostile(tag);
  const [template] = await ok(await request.get('/api/admin/partners', { headers: adminHeaders }));
  await ok(
    await request.post('/api/admin/partners', {
      headers: adminHeaders,
      data: {
        name,
        ruc: unusedRuc(),
        contactName: 'Rosa Díaz',
        contactEmail: `contacto.${tag.toLowerCase()}@socio.pe`,
        contactPhone: '987654321',
        sharePercent: '10',
        commissionPercent: null,
        payoutBankId: template.payoutBank.id,
        payoutAccountNumber: template.payoutAccountNumber,
        payoutCci: template.payoutCci,
        linkHours: 24,
        active: true,
      },
    }),
  );
  const partnerHeaders = (await apiSession(request, externo.dni, DEMO_PASSWORD)).headers;
  // A partner's client names are refused the markup before anything stores them.
  const client = await request.post('/api/partner/orders', {
    headers: partnerHeaders,
    data: { client: { nombres: hostile('Julia'), apellidoPaterno: hostile('Quispe') } },
  });
  expect(client.status()).toBe(400);
  const refused = Object.keys((await client.json()).data.fields as Record<string, string>);
  expect(refused).toEqual(expect.arrayContaining(['client.nombres', 'client.apellidoPaterno']));
  const keyTag = `Clave${crypto.randomInt(1000, 9999)}`;
  await ok(
    await request.post('/api/partner/api-keys', {
      headers: partnerHeaders,
      data: { name: `${keyTag}<img src=x onerror=window.__xss=1>` },
    }),
  );

  const ran = watchForScripts(page);
  await signInAs(page, admin);
  await page.goto('/dashboard/modulo-terceros');
  await expectShownAsText(page, name, ran);
  await page.goto('/dashboard/external-orders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectShownAsText(page, 'Órdenes Externas', ran);

  const partnerPage = await (await page.context().browser()!.newContext()).newPage();
  const partnerRan = watchForScripts(partnerPage);
  await signInAs(partnerPage, externo);
  await partnerPage.goto('/dashboard/modulo-terceros');
  await expectShownAsText(partnerPage, `${keyTag}<img src=x onerror=window.__xss=1>`, partnerRan);
  await partnerPage.goto('/externo/ordenes');
  await expect(partnerPage.getByRole('heading', { name: 'Órdenes de socios', level: 1 })).toBeVisible();
  await expectShownAsText(partnerPage, 'Órdenes de socios', partnerRan);
  await partnerPage.context().close();
});

test('Cupones shows a hostile coupon description as text, in the list and on the coupon', async ({
  page,
  request,
}) => {
  const code = `XSS${crypto.randomInt(100000, 999999)}`;
  const description = hostile(`Cupón ${code} `);
  const created = await ok(
    await request.post('/api/admin/promotions', {
      headers: adminHeaders,
      data: {
        code,
        description,
        discountKind: 'percent',
        discountValue: '5',
        minAmount: null,
        maxAmount: null,
        validFrom: null,
        validTo: null,
        totalUses: null,
        usesPerCustomer: 1,
        firstOrderOnly: false,
        customerDocuments: [],
        bankId: null,
        active: false,
      },
    }),
  );
  const ran = watchForScripts(page);
  await signInAs(page, admin);
  await page.goto(`/dashboard/promociones?q=${code}`);
  await expectShownAsText(page, code, ran);
  await page.goto(`/dashboard/promocion/${created.id}`);
  await expectShownAsText(page, description, ran);
  await page.goto('/dashboard/referreds');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectShownAsText(page, 'Referidos', ran);
});

test('Ingresos y egresos, Movimientos, Balance and Resumen show a hostile note and operation number as text', async ({
  page,
  request,
}) => {
  const options = await ok(
    await request.get('/api/admin/finance/movement-options', { headers: adminHeaders }),
  );
  const account = options.accounts.find((one: { currency: string }) => one.currency === 'PEN');
  const tag = `Nota${crypto.randomInt(1000, 9999)}`;
  const note = hostile(`${tag} `);
  const operationNumber = shortHostile(`Op${crypto.randomInt(100, 999)}`);
  expect(operationNumber.length).toBeLessThanOrEqual(30);
  const recorded = await request.post('/api/admin/finance/manual-movements', {
    headers: adminHeaders,
    multipart: {
      type: 'ingreso',
      accountId: String(account.id),
      concept: options.concepts[0],
      amount: '1.00',
      operatedOn: new Date().toLocaleDateString('en-CA', { timeZone: 'America/Lima' }),
      note,
      operationNumber,
    },
  });
  await ok(recorded);

  const ran = watchForScripts(page);
  await signInAs(page, admin);
  await page.goto('/dashboard/egreso');
  await expectShownAsText(page, note, ran);
  await page.goto(`/dashboard/flujo?q=${tag}`);
  await expectShownAsText(page, note, ran);
  await expectShownAsText(page, operationNumber, ran);
  await page.goto('/dashboard/nuevo-balance');
  await expect(page.getByRole('group', { name: 'Total en soles' })).toContainText('Saldo total');
  await expectShownAsText(page, 'Saldo total', ran);
  await page.goto('/dashboard/resumen');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectShownAsText(page, 'Resumen', ran);
});

test.describe('divisas', () => {
  let savedDivisas: unknown;
  test.beforeAll(async ({ request }) => {
    const sections = (await (await request.get('/api/admin/settings', { headers: adminHeaders })).json())
      .data;
    savedDivisas = sections.divisas;
    await ok(
      await request.put('/api/admin/settings/divisas', {
        headers: adminHeaders,
        data: {
          ...sections.divisas,
          enabled: true,
          hours: { weekdays: ALL_DAY, saturday: ALL_DAY, sunday: ALL_DAY },
        },
      }),
    );
  });
  test.afterAll(async ({ request }) => {
    await request.put('/api/admin/settings/divisas', { headers: adminHeaders, data: savedDivisas });
  });

  test('a dollar order’s hostile origin of funds and account alias show as text to staff and to the customer', async ({
    browser,
    page,
    request,
  }) => {
    const customer = (await apiSession(request, ana.dni, DEMO_PASSWORD)).headers;
    const banks = await ok(await request.get('/api/banks', { headers: customer }));
    const bcp = banks.find((bank: { code: string }) => bank.code === '002');
    const type = bcp.accountTypes[0];
    const number = String(crypto.randomInt(10 ** (type.minLength - 1), 10 ** type.minLength - 1));
    const first18 = `002100${number.padStart(12, '0').slice(-12)}`;
    const alias = `Dól${crypto.randomInt(100, 999)}<img src=x onerror=window.__xss=1>`;
    const account = await ok(
      await request.post('/api/user/createUpdateBank', {
        headers: customer,
        data: {
          bankId: bcp.id,
          accountTypeId: type.id,
          currency: 'USD',
          accountNumber: number,
          cci: `${first18}${cciCheckDigits(first18)}`,
          alias,
          isProvincia: false,
          holderDeclaration: true,
        },
      }),
    );
    const origin = hostile(`Origen${crypto.randomInt(1000, 9999)} `);
    const order = await ok(
      await request.post('/api/order/new-order', {
        headers: customer,
        data: {
          idempotencyKey: crypto.randomUUID(),
          kind: 'divisas',
          // Ana buys dollars: they are paid to her dollar account.
          direction: 'venta',
          bankId: bcp.id,
          destinationAccountId: account.id,
          receiveAmount: '100.00',
          fundsOrigin: 'otro',
          fundsOriginDetail: origin,
        },
      }),
    );

    const ran = watchForScripts(page);
    await signInAs(page, admin);
    await page.goto(`/dashboard/orden/${order.id}`);
    await expectShownAsText(page, origin.trim(), ran);
    await expectShownAsText(page, alias, ran);

    const anaPage = await (await browser.newContext()).newPage();
    const anaRan = watchForScripts(anaPage);
    await signInAs(anaPage, ana);
    await anaPage.goto('/userDashboard/ordenes');
    await anaPage.getByText(order.code).first().click();
    await expectShownAsText(anaPage, origin.trim(), anaRan);
    await anaPage.context().close();
    // Leaves nothing running for the other tests: the order is Ana's to cancel.
    await request.post(`/api/order/cancel/${order.id}`, { headers: customer });
  });
});
