import { expect, test } from '@playwright/test';
import { apiSession, registerCustomer } from '../support/api.ts';
import { completeValidation } from '../support/onboarding.ts';
import { finalizedOrder } from '../support/orders.ts';
import { demo, signIn, signInAs } from '../support/session.ts';

// Issue 32, decision 172: Pagos reads on the voucher that someone else paid and says so on approving; the
// officer finds the alert in Cumplimiento › Alertas, and the customer's order says nothing of it.
test('a payment a third party made is recorded on approval and reaches the officer as an alert, not the customer', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const { dni } = await registerCustomer(request, 'Segura2026');
  await signIn(page, dni, 'Segura2026');
  await completeValidation(page);
  const customer = await apiSession(request, dni, 'Segura2026');
  const order = await finalizedOrder(request, page, customer.headers, '800');

  const staff = await (await browser.newContext()).newPage();
  await signInAs(staff, demo('Administrador'));
  await staff.goto(`/dashboard/pago/${order.id}`);
  await staff.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = staff.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill('BCP-771203');
  await approve.getByLabel('El comprobante muestra que pagó otra persona, no el cliente').check();
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(approve.getByText('Escribe el nombre de quien pagó.')).toBeVisible();
  await approve.getByLabel(/Nombre de quien pagó/).fill('Rosa Elvira Quispe Mamani');
  await approve.getByLabel(/Documento de quien pagó/).fill('41234567');
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(staff.getByText(`Pago de la orden ${order.code} aprobado.`)).toBeVisible();

  await staff.goto(`/dashboard/orden/${order.id}`);
  await expect(staff.getByText('Pagó un tercero')).toBeVisible();
  await expect(staff.getByText('Rosa Elvira Quispe Mamani · 41234567')).toBeVisible();

  await staff.goto('/dashboard/cumplimiento/alertas');
  const alert = staff.getByText(
    new RegExp(
      `Orden ${order.code} de S/ [\\d,.]+: el comprobante muestra que pagó Rosa Elvira Quispe Mamani`,
    ),
  );
  await expect(alert).toBeVisible();
  await expect(staff.getByText('Documento de quien pagó: 41234567')).toBeVisible();

  await page.goto('/userDashboard/ordenes');
  await expect(page.getByText(order.code).first()).toBeVisible();
  await expect(page.getByText(/Rosa Elvira|tercero/)).toHaveCount(0);
});
