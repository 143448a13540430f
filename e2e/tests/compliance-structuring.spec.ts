import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession, registerCustomer } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { completeValidation } from '../support/onboarding.ts';
import { penAccountOf } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signIn, signInAs } from '../support/session.ts';

// Issue 32: three dollar sales of US$ 1,800 in one day, each under the declaración jurada's US$ 5,000, add up
// to US$ 5,400: the third asks for the declaración (docs/rules/compliance.md#structuring) and, finalized,
// raises the structuring alert the officer reads on Alertas with its orders and figures.
const admin = demo('Administrador');
const ALL_DAY = { from: '00:00', to: '24:00' };
const PASSWORD = 'Segura2026';

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
  expect(open.ok(), await open.text()).toBe(true);
});

test.afterAll(async ({ request }) => {
  await request.put('/api/admin/settings/divisas', { headers: adminHeaders, data: savedDivisas });
});

/** A customer of this test alone (their own mobile: no one linked), validated and approved as ACTIVO. */
async function activeCustomer(request: APIRequestContext, page: Page) {
  const { dni } = await registerCustomer(request, PASSWORD, {
    celular: `9${crypto.randomInt(10_000_000, 99_999_999)}`,
  });
  await signIn(page, dni, PASSWORD);
  await completeValidation(page);
  const { headers, userId } = await apiSession(request, dni, PASSWORD);
  const approved = await request.post(`/api/admin/users/${userId}/approve`, {
    headers: adminHeaders,
    data: {},
  });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { dni, headers };
}

/** A compra of US$ 1,800 from BCP to the customer's soles account, as new-order takes it. */
async function sellDollars(request: APIRequestContext, headers: Headers, declarationSignature?: string) {
  const { bankId, accountId } = await penAccountOf(request, headers);
  return request.post('/api/order/new-order', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      kind: 'divisas',
      direction: 'compra',
      bankId,
      sendAmount: '1800.00',
      destinationAccountId: accountId,
      fundsOrigin: 'ahorros',
      ...(declarationSignature && { declarationSignature }),
    },
  });
}

/** The voucher and the finalize, through the customer's endpoints: the order waits in Pagos. */
async function finalize(request: APIRequestContext, page: Page, headers: Headers, order: { id: number }) {
  const voucher = await canvasPhoto(page, { label: 'Voucher US$', color: '#1d4ed8' });
  const uploaded = await request.post(`/api/sendImageOrder/${order.id}`, {
    headers,
    multipart: { file: voucher, operationNumber: '5510842' },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  const saved = await request.post(`/api/order/save-order/${order.id}`, { headers, data: {} });
  expect(saved.ok(), await saved.text()).toBe(true);
}

test('three dollar sales of US$ 1,800 in a day: the third asks for the declaración jurada and the structuring alert shows them', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { dni, headers } = await activeCustomer(request, page);

  const codes: string[] = [];
  for (const _ of [1, 2]) {
    const placed = await sellDollars(request, headers);
    expect(placed.ok(), await placed.text()).toBe(true);
    const order = (await placed.json()).data;
    expect(order.exchange).toMatchObject({ direction: 'compra', sendCurrency: 'USD', usdAmount: '1800.00' });
    expect(order.declarationSignedAt).toBeNull();
    await finalize(request, page, headers, order);
    codes.push(order.code);
  }

  // US$ 3,600 already in the window: the third US$ 1,800 reaches US$ 5,000 and needs the declaración.
  const unsigned = await sellDollars(request, headers);
  expect(unsigned.status()).toBe(400);
  expect(await unsigned.text()).toContain(
    'Esta operación necesita tu declaración jurada de origen de fondos, firmada con tu nombre completo.',
  );
  const signed = await sellDollars(request, headers, 'Lucía Ramos Ccori');
  expect(signed.ok(), await signed.text()).toBe(true);
  const third = (await signed.json()).data;
  expect(third.declarationSignedAt).not.toBeNull();
  await finalize(request, page, headers, third);
  codes.push(third.code);

  // The officer reads the alert on Alertas: the three orders, their sum, the window and the threshold.
  const officer = await (await browser.newContext()).newPage();
  await signInAs(officer, admin);
  await officer.goto('/dashboard/cumplimiento/alertas');
  const alert = officer
    .locator('.MuiPaper-root')
    .filter({ hasText: dni })
    .filter({ has: officer.getByText('Estructuración', { exact: true }) });
  await expect(alert).toHaveCount(1);
  await expect(
    alert.getByText(
      /3 órdenes, cada una bajo el umbral de la declaración jurada, suman US\$\s?5,400\.00 en 7 días \(umbral US\$\s?5,000\.00; ventana desde/,
    ),
  ).toBeVisible();
  for (const code of codes) {
    await expect(alert.getByText(new RegExp(`^${code} · compra · .* · US\\$\\s?1,800\\.00$`))).toBeVisible();
  }
  await expect(alert.getByText('Cliente no retenido')).toBeVisible();
});
