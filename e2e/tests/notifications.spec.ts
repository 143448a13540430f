import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { bellName, unreadOf } from '../support/bell.ts';
import { finalizedOrder } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 6 end to end: staff hear what needs them in the bell, in every tab, without reloading.
const ana = demo('Cliente validado');
const admin = demo('Administrador');

const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/ });

/** The item about an order (the innermost list item: each day is a list item too). */
const itemAbout = (page: Page, code: string) =>
  page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('listitem').filter({ hasText: code }).last();

test('a customer finalizes an order and a signed-in Administrador sees the bell rise and the item appear', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, admin);
  const before = await unreadOf(request, admin.dni);
  await expect(bell(staff)).toHaveAccessibleName(bellName(before));

  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1300');

  await expect(bell(staff)).toHaveAccessibleName(bellName(before + 1));
  await bell(staff).click();
  const item = itemAbout(staff, order.code);
  await expect(item.getByText('Nueva orden por verificar')).toBeVisible();
  await expect(item.getByRole('img', { name: 'Sin leer' })).toBeVisible();

  // Following it marks it read and opens the order in Pagos.
  await item.getByText('Nueva orden por verificar').click();
  await expect(staff).toHaveURL(`/dashboard/pago/${order.id}`);
  await expect(bell(staff)).toHaveAccessibleName(bellName(before));
});

test('marking a notification read in one tab updates the other tab', async ({ browser, page, request }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const first = await context.newPage();
  await signInAs(first, admin);
  const second = await context.newPage();
  await second.goto('/dashboard');
  const before = await unreadOf(request, admin.dni);
  await expect(bell(second)).toHaveAccessibleName(bellName(before));

  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1400');
  await bell(first).click();
  const item = itemAbout(first, order.code);
  await expect(item).toBeVisible();
  await expect(bell(second)).toHaveAccessibleName(bellName(before + 1));

  await item.getByRole('button', { name: 'Marcar como leído' }).click();
  await expect(item.getByRole('button', { name: 'Marcar como no leído' })).toBeVisible();
  await expect(bell(second)).toHaveAccessibleName(bellName(before));
});

test('a system notice sent as a modal opens the notification modal on a staff screen', async ({
  page,
  request,
}) => {
  await signInAs(page, admin);
  await expect(bell(page)).toBeVisible();
  const staffApi = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const sent = await request.post('/api/admin/notices', {
    headers: staffApi.headers,
    data: {
      kind: 'modal',
      title: 'Aviso del sistema',
      body: 'Mantenimiento hoy a las 22:00.',
      type: 'alert',
    },
  });
  expect(sent.ok()).toBe(true);
  const modal = page.getByRole('dialog', { name: 'Aviso del sistema' });
  await expect(modal.getByText('Mantenimiento hoy a las 22:00.')).toBeVisible();
});
