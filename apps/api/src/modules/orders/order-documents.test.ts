import { ORDER_STATUS, type Invoice, type Session } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile, insertReceipt } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { settings } from '../../platform/db/schema/index.ts';
import { forgetSettings } from '../settings/index.ts';

let t: TestApp;
let owner: { authorization: string };
let stranger: { authorization: string };
let admin: { authorization: string };
let order: Awaited<ReturnType<typeof insertOrder>>;

async function signIn(dni: string) {
  return { authorization: `Bearer ${body<Session>(await t.login(dni)).data.token}` };
}

beforeAll(async () => {
  t = await buildTestApp();
  // The receipts' issuer is Ajustes › Empresa.
  const company = { name: 'Cambix S.A.C.', ruc: '20601234565', address: 'Av. Larco 101, Miraflores' };
  await t.ctx.db
    .insert(settings)
    .values({ key: 'company', value: company })
    .onConflictDoUpdate({ target: settings.key, set: { value: company } });
  await forgetSettings(t.ctx, 'company');
  const customer = await insertCustomer(t.ctx);
  const other = await insertCustomer(t.ctx);
  [owner, stranger, admin] = await Promise.all([
    signIn(customer.documentNumber),
    signIn(other.documentNumber),
    t.authAs('admin'),
  ]);
  order = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.TERMINADA });
});
afterAll(() => t.close());

describe('GET /api/getInvoiceData', () => {
  const read = (headers: { authorization: string }, numero: number, bankId = order.paymentBankId) =>
    t.app.inject({
      method: 'GET',
      url: `/api/getInvoiceData?serie=b001&numero_recibo=${numero}&bankId=${bankId}`,
      headers,
    });

  it('gives the boleta to its owner and to staff, and to nobody else, as if it did not exist', async () => {
    await insertReceipt(t.ctx, order.id, order.paymentBankId, 41);
    const mine = await read(owner, 41);
    expect(mine.statusCode).toBe(200);
    expect(body<Invoice>(mine).data).toMatchObject({
      serie: 'B001',
      numero_recibo: 41,
      bankId: order.paymentBankId,
      issuer: { name: 'Cambix S.A.C.', ruc: '20601234565', address: 'Av. Larco 101, Miraflores' },
      customer: { name: 'Cliente De Prueba Número', documentType: 'DNI', documentNumber: '70000001' },
      description: 'Comisión por cambio de saldo',
      amount: '10.00',
      currency: 'PEN',
      orderCode: order.code,
    });
    expect((await read(admin, 41)).statusCode).toBe(200);

    const theirs = await read(stranger, 41);
    const missing = await read(owner, 42);
    for (const refused of [theirs, missing]) {
      expect(refused.statusCode).toBe(404);
      expect(body(refused)).toMatchObject({
        code: 'RECEIPT_NOT_FOUND',
        message: 'No encontramos ese comprobante.',
      });
    }
    expect(body(await read(owner, 41, order.paymentBankId + 1)).code).toBe('RECEIPT_NOT_FOUND');
  });
});

describe('POST /api/generateUrl', () => {
  const generate = (headers: { authorization: string }, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/generateUrl', headers, payload });

  it('signs a short link to the owner’s voucher that serves the file, and staff may too', async () => {
    await insertOrderFile(t.ctx, order.id, 'voucher', Buffer.from('voucher de la orden'));
    const response = await generate(owner, { orderId: order.id, kind: 'voucher' });
    expect(response.statusCode).toBe(200);
    const { url, expiresAt } = body<{ url: string; expiresAt: string }>(response).data;
    expect(url).toMatch(/^\/api\/files\//);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBe(5 * 60_000);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe('voucher de la orden');
    expect((await generate(admin, { orderId: order.id, kind: 'voucher' })).statusCode).toBe(200);
  });

  it('refuses another customer’s order exactly like one that does not exist', async () => {
    const theirs = await generate(stranger, { orderId: order.id, kind: 'voucher' });
    const none = await generate(stranger, { orderId: 987_654_321, kind: 'voucher' });
    for (const refused of [theirs, none]) {
      expect(refused.statusCode).toBe(404);
      expect(body(refused)).toMatchObject({ code: 'ORDER_NOT_FOUND' });
    }
  });

  it('says so when the order has no such file yet', async () => {
    const response = await generate(owner, { orderId: order.id, kind: 'payout_voucher' });
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe('Esta orden aún no tiene comprobante de la transferencia de Cambix.');
  });
});
