import { expect, test, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { bellName, unreadOf } from '../support/bell.ts';
import { finalizedOrder } from '../support/orders.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 18, item 8: a task's notification is resolved for every staff member when one of them does it.
const ana = demo('Cliente validado');
const admin = demo('Administrador');
const colaborador = demo('Colaborador');

// Hidden ones too: an open panel hides the rest of the page from assistive technology.
const bell = (page: Page) => page.getByRole('button', { name: /^Notificaciones/, includeHidden: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Notificaciones' });
const itemAbout = (page: Page, code: string) =>
  panel(page).getByRole('listitem').filter({ hasText: code }).last();

test('the Administrador approves the payment and the Colaborador sees the notification resolved by her, without reloading', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const first = await (await browser.newContext()).newPage();
  const second = await (await browser.newContext()).newPage();
  await signInAs(first, admin);
  await signInAs(second, colaborador);
  await expect(bell(first)).toBeVisible();
  await expect(bell(second)).toBeVisible();
  const secondBefore = await unreadOf(request, colaborador.dni);
  await expect(bell(second)).toHaveAccessibleName(bellName(secondBefore));

  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1750');

  // Both hear it, unread, with the customer's document and the order's code.
  await expect(bell(second)).toHaveAccessibleName(bellName(secondBefore + 1));
  await bell(second).click();
  const seen = itemAbout(second, order.code);
  await expect(seen.getByText('Nueva orden por verificar')).toBeVisible();
  await expect(seen.getByText(new RegExp(`DNI\\s${ana.dni}`))).toBeVisible();
  await expect(seen.getByRole('img', { name: 'Sin leer' })).toBeVisible();
  await bell(first).click();
  const mine = itemAbout(first, order.code);
  await expect(mine.getByRole('img', { name: 'Sin leer' })).toBeVisible();

  // The first follows it to Pagos and approves the payment.
  await mine.getByText('Nueva orden por verificar').click();
  await expect(first).toHaveURL(`/dashboard/pago/${order.id}`);
  await first.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = first.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill('BCP-771204');
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(approve).toBeHidden();

  // The second's open panel shows it resolved by the first, and no longer counts it.
  const resolvedBy = `Resuelta por ${admin.nombres} ${admin.apellidoPaterno}`;
  await expect(seen.getByText(new RegExp(`^${resolvedBy} · \\d{2}:\\d{2}$`))).toBeVisible();
  await expect(seen.getByRole('img', { name: 'Sin leer' })).toHaveCount(0);
  await expect(seen.getByRole('button', { name: /^Marcar como/ })).toHaveCount(0);
  await expect(bell(second)).toHaveAccessibleName(bellName(secondBefore));

  // So does the first's own bell.
  await bell(first).click();
  await expect(itemAbout(first, order.code).getByText(new RegExp(`^${resolvedBy}`))).toBeVisible();
});
