import crypto from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiSession } from './api.ts';
import { canvasPhoto } from './images.ts';
import { DEMO_PASSWORD } from './session.ts';

type Headers = Record<string, string>;

/** A customer's PEN account and its bank, to order with. */
export async function penAccountOf(request: APIRequestContext, headers: Headers) {
  const accounts: { id: number; bank: { id: number }; currency: string }[] = (
    await (await request.get('/api/listBanksUser', { headers })).json()
  ).data;
  const account = accounts.find((candidate) => candidate.currency === 'PEN');
  if (!account) throw new Error('the customer has no PEN account');
  return { bankId: account.bank.id, accountId: account.id };
}

/**
 * Drops the demo customer's open (TEMPORAL) order, if another spec left one: nueva-orden would resume it at its
 * pay step instead of starting a new order.
 */
export async function dropOpenOrder(request: APIRequestContext, dni: string): Promise<void> {
  const { headers } = await apiSession(request, dni, DEMO_PASSWORD);
  const open: { id: number } | null = (await (await request.get('/api/order/active', { headers })).json())
    .data;
  if (!open) return;
  const dropped = await request.post(`/api/order/cancel/${open.id}`, { headers });
  if (!dropped.ok()) throw new Error(`cancel failed: ${await dropped.text()}`);
}

/**
 * An order the customer made, paid and finalized through the real endpoints (what issue 4's e2e does in the
 * browser): it waits in Pagos as PENDIENTE.
 */
export async function finalizedOrder(
  request: APIRequestContext,
  page: Page,
  headers: Headers,
  sendAmount: string,
): Promise<{ id: number; code: string }> {
  const { bankId, accountId } = await penAccountOf(request, headers);
  const created = await request.post('/api/order/new-order', {
    headers,
    data: {
      idempotencyKey: crypto.randomUUID(),
      bankId,
      sendAmount,
      destinationAccountId: accountId,
      fundsOrigin: 'ahorros',
    },
  });
  if (!created.ok()) throw new Error(`new-order failed: ${await created.text()}`);
  const order: { id: number; code: string } = (await created.json()).data;
  const voucher = await canvasPhoto(page, { label: `Voucher ${order.code}`, color: '#1d4ed8' });
  const uploaded = await request.post(`/api/sendImageOrder/${order.id}`, {
    headers,
    multipart: { file: voucher, operationNumber: '7781204' },
  });
  if (!uploaded.ok()) throw new Error(`voucher upload failed: ${await uploaded.text()}`);
  const saved = await request.post(`/api/order/save-order/${order.id}`, { headers, data: {} });
  if (!saved.ok()) throw new Error(`finalize failed: ${await saved.text()}`);
  return { id: order.id, code: order.code };
}

/** Staff take a PENDIENTE order through the pipeline's endpoints: approve the payment, then pay it out. */
export async function paidOutByStaff(
  request: APIRequestContext,
  page: Page,
  staffHeaders: Headers,
  orderId: number,
): Promise<void> {
  const approved = await request.post(`/api/admin/orders/${orderId}/approve`, {
    headers: staffHeaders,
    data: { operationNumber: 'BCP-120455' },
  });
  if (!approved.ok()) throw new Error(`approve failed: ${await approved.text()}`);
  const voucher = await canvasPhoto(page, { label: 'Transferencia', color: '#166534' });
  const paid = await request.post(`/api/admin/orders/${orderId}/payout`, {
    headers: staffHeaders,
    multipart: { file: voucher, operationNumber: 'IBK-330871' },
  });
  if (!paid.ok()) throw new Error(`payout failed: ${await paid.text()}`);
}

/** On the new-order screen's payment step, as the customer does: the voucher, its operation number, Finalizar. */
export async function uploadVoucherAndFinalize(page: Page) {
  await page.getByRole('button', { name: 'Ya pagué: subir comprobante' }).click();
  await page
    .getByLabel('Archivo del comprobante')
    .setInputFiles(await canvasPhoto(page, { label: 'Voucher', color: '#0f766e' }));
  await page.getByLabel(/Número de operación/).fill('00451278');
  await page.getByRole('button', { name: 'Subir comprobante' }).click();
  await page.getByRole('button', { name: 'Finalizar orden' }).click();
  await expect(page.getByRole('heading', { name: '¡Listo! Recibimos tu orden' })).toBeVisible();
}

/**
 * How long staff wait for "Devolución de la orden … registrada": a payout signs and stores the boleta, writes
 * the ledger and queues mail in one request, longer than an expectation's 10 s on a loaded machine. A wait,
 * not a speed check (speed is `npm run bench`).
 */
export const PAYOUT_MS = 30_000;

/**
 * Staff move a finalized order on, as for any customer's: Pagos approves it with the operation number
 * received, Devoluciones pays it out with a voucher image and the operation number sent.
 */
export async function approveAndPayOut(
  staff: Page,
  code: string,
  operations: { received: string; sent: string },
): Promise<void> {
  await staff.getByRole('link', { name: 'Pagos', exact: true }).click();
  const queue = staff.getByRole('table', { name: 'Cola de órdenes' });
  await queue.getByRole('link', { name: code }).click();
  await staff.getByRole('button', { name: 'Aprobar pago' }).click();
  const approve = staff.getByRole('dialog', { name: 'Aprobar el pago' });
  await approve.getByLabel('N.° de operación de la transferencia recibida').fill(operations.received);
  await approve.getByRole('button', { name: 'Aprobar pago' }).click();
  await expect(staff.getByText(`Pago de la orden ${code} aprobado.`)).toBeVisible();
  await staff.getByRole('link', { name: 'Devoluciones', exact: true }).click();
  await queue.getByRole('link', { name: code }).click();
  await staff.getByRole('button', { name: 'Pagar' }).click();
  const payout = staff.getByRole('dialog', { name: 'Registrar la devolución' });
  await payout
    .getByLabel('Archivo del comprobante de devolución')
    .setInputFiles(await canvasPhoto(staff, { label: 'Transferencia', color: '#166534' }));
  await payout.getByLabel('N.° de operación de la transferencia al cliente').fill(operations.sent);
  await payout.getByRole('button', { name: 'Pagar' }).click();
  await expect(staff.getByText(new RegExp(`Devolución de la orden ${code} registrada`))).toBeVisible({
    timeout: PAYOUT_MS,
  });
}
