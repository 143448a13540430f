import crypto from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession } from '../support/api.ts';
import { dropOpenOrder, penAccountOf } from '../support/orders.ts';
import { chooseOption } from '../support/select.ts';
import { DEMO_PASSWORD, demo, signInAs } from '../support/session.ts';

// Issue 34 (part 3) end to end: an order paid with its payment reference is approved by importing the bank
// statement, without a voucher, and the customer sees "Pago recibido"; a line that does not agree waits in
// Pagos por referencia (docs/rules/finance-reports.md#payments-by-reference).
const ana = demo('Cliente validado');
const admin = demo('Administrador');

test.beforeEach(({ request }) => dropOpenOrder(request, ana.dni));

type Headers = Record<string, string>;

const today = () =>
  new Intl.DateTimeFormat('es-PE', {
    timeZone: 'America/Lima',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

interface Line {
  description: string;
  operation: string;
  amount: string;
  payer?: string;
}

/** A statement as banks that list the payer's account export it. */
const statement = (lines: readonly Line[]) =>
  Buffer.from(
    [
      'Fecha,Descripción,N° Operación,Monto,Cuenta origen',
      ...lines.map((line) =>
        [today(), line.description, line.operation, line.amount, line.payer ?? ''].join(','),
      ),
      '',
    ].join('\r\n'),
    'utf8',
  );

/**
 * A screen opened by its address is a whole page load: on a busy machine the app's code takes longer to arrive
 * than an assertion waits (it showed "Cargando…" past 10 s), so the screen's main heading gets 30 s, as in
 * tests/accessibility.spec.ts.
 */
async function openScreen(page: Page, path: string, heading?: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, ...(heading && { name: heading }) })).toBeVisible({
    timeout: 30_000,
  });
}

/** Ana's soles account, the one she pays from. */
async function anaAccountNumber(request: APIRequestContext, headers: Headers): Promise<string> {
  const accounts: { id: number; accountNumber: string }[] = (
    await (await request.get('/api/listBanksUser', { headers })).json()
  ).data;
  const { accountId } = await penAccountOf(request, headers);
  return accounts.find((account) => account.id === accountId)!.accountNumber;
}

/** The order as its customer reads it. */
async function customerOrder(request: APIRequestContext, headers: Headers, code: string) {
  const response = await request.get(`/api/order/${code}`, { headers });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data as {
    id: number;
    sendAmount: string;
    paymentReference: string | null;
    collectionAccount: { accountNumber: string };
  };
}

test('an order paid with its reference is approved by the imported statement, and the customer sees "Pago recibido"', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
  const payer = await anaAccountNumber(request, customer.headers);
  const amount = String(crypto.randomInt(1000, 1999));

  await signInAs(page, ana);
  await page.goto('/userDashboard/nueva-orden');
  await page.getByRole('radio', { name: /Banco de Crédito del Perú/ }).click();
  await page.getByLabel('Monto que envías').fill(amount);
  await chooseOption(page, 'Origen de los fondos', 'Ahorros');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Paga a nuestra cuenta' })).toBeVisible();
  const code = (await page.getByText(/^Orden [A-Z0-9]{8}$/).textContent())!.replace('Orden ', '');

  await page.getByRole('button', { name: 'Pagaré por transferencia con la referencia' }).click();
  const notice = page.getByRole('group', { name: 'Referencia de pago' });
  await expect(notice.getByTestId('payment-reference')).toHaveText(/^[A-Z2-9]{7}$/);
  const reference = (await notice.getByTestId('payment-reference').textContent())!;
  await expect(notice).toContainText(`Escribe ${reference} en la descripción de tu transferencia.`);
  await page.getByRole('button', { name: 'Ya pagué con la referencia: finalizar' }).click();
  await expect(page.getByText(`Pagas con la referencia ${reference}`)).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar orden' }).click();
  await expect(page.getByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeVisible();

  const order = await customerOrder(request, customer.headers, code);
  expect(order.paymentReference).toBe(reference);

  const staff = await browser.newContext();
  const staffPage = await staff.newPage();
  await signInAs(staffPage, admin);
  await staffPage.goto('/dashboard/nuevo-balance');
  const reconcile = staffPage.getByRole('region', { name: 'Conciliación bancaria' });
  await chooseOption(
    staffPage,
    'Cuenta',
    new RegExp(`^Banco de Crédito del Perú · Soles · ${order.collectionAccount.accountNumber}$`),
  );
  await reconcile.getByLabel('Archivo del extracto').setInputFiles({
    name: 'extracto-referencias.csv',
    mimeType: 'text/csv',
    buffer: statement([
      {
        // As a person types it in their bank's app: lower case, a space in the middle.
        description: `TRANSF ANA ${reference.slice(0, 3).toLowerCase()} ${reference.slice(3)}`,
        operation: String(crypto.randomInt(10_000_000, 99_999_999)),
        amount: `${amount}.00`,
        payer,
      },
    ]),
  });
  await reconcile.getByRole('button', { name: 'Ver vista previa' }).click();
  await expect(reconcile.getByRole('combobox', { name: 'Cuenta del pagador (opcional)' })).toHaveText(
    'Cuenta origen',
  );
  await reconcile.getByRole('button', { name: 'Conciliar' }).click();
  const result = staffPage.getByRole('region', { name: /^Conciliación de / });
  await expect(result.getByText('Pagos aprobados por referencia: 1')).toBeVisible();

  await openScreen(staffPage, '/dashboard/pagos-referencia?status=automatic', 'Pagos por referencia');
  const approved = staffPage
    .getByRole('listitem')
    .filter({ has: staffPage.getByRole('link', { name: code }) });
  await expect(approved).toContainText(
    'Aprobado automáticamente: referencia, monto y cuenta del pagador coinciden.',
  );
  await staff.close();

  await openScreen(page, '/userDashboard/ordenes');
  const row = page.getByRole('row').filter({ hasText: code });
  await expect(row.getByText('Pago confirmado', { exact: true })).toBeVisible();
  await row.getByText(code).click();
  const drawer = page.getByRole('dialog', { name: `Orden ${code}` });
  await expect(drawer.getByText('Pago recibido')).toBeVisible();
});

for (const width of [1280, 375]) {
  test(`a line whose amount differs waits in Pagos por referencia with its candidate (${width} px)`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const customer = await apiSession(request, ana.dni, DEMO_PASSWORD);
    const staff = await apiSession(request, admin.dni, DEMO_PASSWORD);
    const { bankId, accountId } = await penAccountOf(request, customer.headers);
    const created = await request.post('/api/order/new-order', {
      headers: customer.headers,
      data: {
        idempotencyKey: crypto.randomUUID(),
        bankId,
        sendAmount: '800',
        destinationAccountId: accountId,
        fundsOrigin: 'ahorros',
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    const { id, code } = (await created.json()).data as { id: number; code: string };
    const chosen = await request.post(`/api/order/payment-reference/${id}`, { headers: customer.headers });
    expect(chosen.ok(), await chosen.text()).toBe(true);
    const saved = await request.post(`/api/order/save-order/${id}`, { headers: customer.headers, data: {} });
    expect(saved.ok(), await saved.text()).toBe(true);
    const order = await customerOrder(request, customer.headers, code);

    const accounts: { id: number; accountNumber: string }[] = (
      await (await request.get('/api/admin/settings/cambix-accounts', { headers: staff.headers })).json()
    ).data;
    const account = accounts.find(
      (candidate) => candidate.accountNumber === order.collectionAccount.accountNumber,
    )!;
    const imported = await request.post('/api/admin/finance/reconciliations', {
      headers: staff.headers,
      multipart: {
        accountId: String(account.id),
        mapping: JSON.stringify({
          dateColumn: 'Fecha',
          descriptionColumn: 'Descripción',
          operationColumn: 'N° Operación',
          payerAccountColumn: 'Cuenta origen',
          amountMode: 'single',
          amountColumn: 'Monto',
          debitColumn: null,
          creditColumn: null,
          dateFormat: 'DD/MM/YYYY',
          decimalSeparator: '.',
        }),
        statement: {
          name: 'extracto.csv',
          mimeType: 'text/csv',
          buffer: statement([
            {
              description: `PAGO ${order.paymentReference}`,
              operation: String(crypto.randomInt(10_000_000, 99_999_999)),
              amount: '799.00',
            },
          ]),
        },
      },
    });
    expect(imported.ok(), await imported.text()).toBe(true);

    await signInAs(page, admin);
    await openScreen(page, '/dashboard/pagos-referencia', 'Pagos por referencia');
    const line = page.getByRole('listitem').filter({ hasText: `PAGO ${order.paymentReference}` });
    await expect(line).toContainText('El monto no es el que debe el cliente.');
    await expect(line).toContainText('S/ 799.00');
    await expect(line.getByRole('link', { name: code })).toHaveAttribute('href', `/dashboard/orden/${id}`);
    await expect(line.getByRole('button', { name: 'Aprobar esta orden' })).toBeVisible();

    await line.getByRole('button', { name: 'Descartar línea' }).click();
    const dialog = page.getByRole('dialog', { name: 'Descartar la línea' });
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill('Pagó S/ 1 menos: se pide la diferencia.');
    await dialog.getByRole('button', { name: 'Descartar línea' }).click();
    await expect(page.getByText('Línea descartada.')).toBeVisible();
    await expect(line).toHaveCount(0);
  });
}
