import { expect, test, type Browser, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { canvasPhoto } from '../support/images.ts';
import { proveLinkAs } from '../support/link-proof.ts';
import { finalizedOrder, PAYOUT_MS } from '../support/orders.ts';
import { waitForMailAbout } from '../support/outbox.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 5 end to end: the seeded customer Ana pays, staff confirm and pay out, and an observed order comes back.
const ana = demo('Cliente validado');
const admin = demo('Administrador');

async function staffPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, admin);
  return page;
}

async function customerPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signInAs(page, ana);
  return page;
}

test('Pagos approves the payment, Devoluciones pays out with a voucher image, and Ana finds it TERMINADA with its boleta', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '2000');

  const staff = await staffPage(browser);
  // Inicio lists the same order: the click goes to the queue's own row.
  const queue = staff.getByRole('table', { name: 'Cola de órdenes' });
  await staff.getByRole('link', { name: 'Pagos', exact: true }).click();
  await queue.getByRole('link', { name: order.code }).click();
  await expect(staff).toHaveURL(`/dashboard/pago/${order.id}`);
  await staff.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = staff.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  // Nothing is sent without the operation number; the dialog says what is missing.
  await expect(
    approve.getByText('Escribe el número de operación de la transferencia recibida.'),
  ).toBeVisible();
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill('BCP-558812');
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(staff.getByText(`Pago de la orden ${order.code} aprobado.`)).toBeVisible();
  await expect(staff).toHaveURL('/dashboard/pagos');
  await expect(queue.getByRole('link', { name: order.code })).toHaveCount(0);

  await staff.getByRole('link', { name: 'Devoluciones', exact: true }).click();
  await queue.getByRole('link', { name: order.code }).click();
  await expect(staff).toHaveURL(`/dashboard/devolucion/${order.id}`);
  // The queue shows the same amounts: read them once the order's own page is there.
  await expect(staff.getByRole('heading', { name: `Orden ${order.code}`, level: 1 })).toBeVisible();
  // S/ 2,000 at 4.50 %: S/ 90.00 of commission, S/ 1,910.00 to transfer, as the server computed it.
  await expect(staff.getByText('S/ 1,910.00').first()).toBeVisible();
  await staff.getByRole('button', { name: 'Pagar' }).click();
  const payout = staff.getByRole('dialog', { name: 'Registrar la devolución' });
  await payout
    .getByLabel('Archivo del comprobante de devolución')
    .setInputFiles(await canvasPhoto(staff, { label: 'Transferencia', color: '#166534' }));
  await expect(payout.getByRole('img', { name: 'Vista previa del comprobante de devolución' })).toBeVisible();
  await payout.getByLabel('N.° de operación de la transferencia al cliente').fill('IBK-000991');
  await payout.getByRole('button', { name: 'Pagar' }).click();
  const done = staff.getByText(
    new RegExp(`Devolución de la orden ${order.code} registrada\\. Boleta B\\d{3}-\\d{8}\\.`),
  );
  await expect(done).toBeVisible({ timeout: PAYOUT_MS });
  const receipt = (await done.textContent())!.match(/B\d{3}-\d{8}/)![0];

  const own = await customerPage(browser);
  await own.goto('/userDashboard/ordenes');
  const row = own.getByRole('row').filter({ hasText: order.code });
  await expect(row.getByText('Completada', { exact: true })).toBeVisible();
  await row.getByText(order.code).click();
  const drawer = own.getByRole('dialog', { name: `Orden ${order.code}` });
  await drawer.getByRole('button', { name: 'Ver boleta' }).click();
  const boleta = own.getByRole('dialog', { name: 'Boleta de venta electrónica' });
  await expect(boleta.getByText(receipt)).toBeVisible();
  await expect(boleta.getByText('Comisión por cambio de saldo')).toBeVisible();
  await expect(boleta.getByText('S/ 90.00').first()).toBeVisible();
});

test('an observed order the customer fixes through the mailed link is back in the Devoluciones queue', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.goto('/login');
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const staffApi = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1500');
  const approved = await request.post(`/api/admin/orders/${order.id}/approve`, {
    headers: staffApi.headers,
    data: { operationNumber: 'BCP-771200' },
  });
  expect(approved.ok()).toBe(true);

  const staff = await staffPage(browser);
  await staff.goto(`/dashboard/devolucion/${order.id}`);
  await staff.getByRole('button', { name: 'Observar' }).click();
  const observe = staff.getByRole('dialog', { name: 'Observar la orden' });
  await observe.getByLabel('Qué debe corregir el cliente').fill('El titular de la cuenta no coincide.');
  await observe.getByRole('button', { name: 'Observar' }).click();
  await expect(
    staff.getByText(`Orden ${order.code} observada. Le enviamos el enlace al cliente.`),
  ).toBeVisible();

  const mail = await waitForMailAbout(ana.email, `Tu orden ${order.code} necesita una corrección`);
  const link = mail.links.find((candidate) => candidate.includes(`/userDashboard/edit-orden/`));
  expect(link).toBeDefined();

  // The link opens in a browser with no session: Ana proves it is her, and the session it hands over
  // reaches this order only.
  const fixer = await (await browser.newContext()).newPage();
  await fixer.goto(new URL(link!).pathname);
  await proveLinkAs(fixer, ana);
  await expect(
    fixer.getByText('Observación de nuestro equipo: El titular de la cuenta no coincide.'),
  ).toBeVisible();
  await fixer.getByRole('button', { name: 'Continuar con esta cuenta' }).click();
  await fixer.getByRole('button', { name: 'Mantener el comprobante enviado' }).click();
  await fixer.getByRole('button', { name: 'Finalizar orden' }).click();
  await expect(fixer.getByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeVisible();

  await staff.goto('/dashboard/devoluciones');
  const row = staff.getByRole('row').filter({ hasText: order.code });
  await expect(row).toBeVisible();
  await expect(row.getByText('Pendiente de devolución')).toBeVisible();
});

test('the Tarjetas board moves a card as the order moves, without a reload', async ({ page, request }) => {
  test.setTimeout(90_000);
  await signInAs(page, admin);
  await page.goto('/dashboard/cards');
  await expect(page.getByRole('status').getByText('En vivo')).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const staffApi = await apiSession(request, admin.dni, DEMO_PASSWORD);
  const order = await finalizedOrder(request, page, customer.headers, '1200');
  const toPay = page.getByRole('region', { name: /Pendiente de pago/ });
  const toPayOut = page.getByRole('region', { name: /Por pagar/ });
  await expect(toPay.getByRole('article', { name: new RegExp(order.code) })).toBeVisible();

  const approved = await request.post(`/api/admin/orders/${order.id}/approve`, {
    headers: staffApi.headers,
    data: { operationNumber: 'BCP-120045' },
  });
  expect(approved.ok()).toBe(true);
  await expect(toPayOut.getByRole('article', { name: new RegExp(order.code) })).toBeVisible();
  await expect(toPay.getByRole('article', { name: new RegExp(order.code) })).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
    true,
  );
});
