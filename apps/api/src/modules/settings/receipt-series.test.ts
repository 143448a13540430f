import { ORDER_STATUS, type AdminOrder, type ReceiptSeriesSettings } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertReceipt } from '../../../test/support/order-rows.ts';
import { orderInStatus, payout } from '../../../test/support/pipeline.ts';
import { auditOf, settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { receiptSeries } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const list = async () =>
  body<ReceiptSeriesSettings[]>(await settingsCall(t, admin, 'GET', '/receipt-series')).data;
const rowOf = async (serie: string) => (await list()).find((row) => row.serie === serie)!;

describe('receipt series', () => {
  it('lists one row per active bank, with or without a serie', async () => {
    const rows = await list();
    expect(rows).toHaveLength(13);
    expect(
      rows
        .filter((row) => row.serie !== null)
        .map((row) => row.serie)
        .sort(),
    ).toEqual(['B001', 'B002', 'B003', 'B004']);
    expect(rows.find((row) => row.serie === null)).toMatchObject({ nextNumber: null, lastIssued: null });
  });

  it('never lowers the correlative to a number already issued in that serie', async () => {
    const b001 = await rowOf('B001');
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    for (const numero of [1, 2, 3]) {
      const order = await insertOrder(t.ctx, customer.id, { paymentBankId: b001.bankId });
      await insertReceipt(t.ctx, order.id, b001.bankId, numero);
    }
    await t.ctx.db.update(receiptSeries).set({ nextNumber: 4 }).where(eq(receiptSeries.bankId, b001.bankId));
    expect(await rowOf('B001')).toMatchObject({ nextNumber: 4, lastIssued: 3 });

    const low = await settingsCall(t, admin, 'PUT', `/receipt-series/${b001.bankId}`, {
      serie: 'B001',
      nextNumber: 3,
      facturaNextNumber: 1,
    });
    expect(low.statusCode).toBe(409);
    expect(body(low)).toMatchObject({
      code: 'RECEIPT_NUMBER_TOO_LOW',
      data: { fields: { nextNumber: 'El último número emitido en B001 es 3: usa 4 o más.' } },
    });
    expect(await rowOf('B001')).toMatchObject({ nextNumber: 4 });

    const higher = await settingsCall(t, admin, 'PUT', `/receipt-series/${b001.bankId}`, {
      serie: 'b001',
      nextNumber: 10,
      facturaNextNumber: 1,
    });
    expect(body<ReceiptSeriesSettings>(higher).data).toMatchObject({
      serie: 'B001',
      nextNumber: 10,
      lastIssued: 3,
    });
    const [audit] = await auditOf(t, 'receipt-series.save', b001.bankId);
    expect(audit).toMatchObject({
      before: { serie: 'B001', nextNumber: 4 },
      after: { serie: 'B001', nextNumber: 10 },
    });
  });

  it("refuses another bank's serie and a malformed one", async () => {
    const b002 = await rowOf('B002');
    const taken = await settingsCall(t, admin, 'PUT', `/receipt-series/${b002.bankId}`, {
      serie: 'B001',
      nextNumber: 50,
      facturaNextNumber: 1,
    });
    expect(taken.statusCode).toBe(409);
    expect(body(taken)).toMatchObject({
      code: 'RECEIPT_SERIE_TAKEN',
      data: { fields: { serie: expect.any(String) } },
    });
    const malformed = await settingsCall(t, admin, 'PUT', `/receipt-series/${b002.bankId}`, {
      serie: 'B1',
      nextNumber: 0,
      facturaNextNumber: 1,
    });
    expect(body(malformed).data).toEqual({
      fields: { serie: 'Usa B y tres dígitos, por ejemplo B001.', nextNumber: 'Usa 1 o más.' },
    });
    // A factura series is not a boleta's: F001 belongs to the bank whose boletas are B001 (decision 180).
    const factura = await settingsCall(t, admin, 'PUT', `/receipt-series/${b002.bankId}`, {
      serie: 'F002',
      nextNumber: 1,
      facturaNextNumber: 1,
    });
    expect(body(factura).data).toEqual({ fields: { serie: 'Usa B y tres dígitos, por ejemplo B001.' } });
    expect(await rowOf('B002')).toMatchObject({ bankId: b002.bankId });
  });

  it('gives a bank without one its first serie', async () => {
    const none = (await list()).find((row) => row.serie === null)!;
    const saved = await settingsCall(t, admin, 'PUT', `/receipt-series/${none.bankId}`, {
      serie: 'B020',
      nextNumber: 1,
      facturaNextNumber: 1,
    });
    expect(body<ReceiptSeriesSettings>(saved).data).toMatchObject({
      bankId: none.bankId,
      serie: 'B020',
      nextNumber: 1,
    });
    const [audit] = await auditOf(t, 'receipt-series.save', none.bankId);
    expect(audit?.before).toBeNull();
  });

  it('a changed serie starts where told, and the next payout is numbered there', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const saved = await settingsCall(t, admin, 'PUT', `/receipt-series/${order.paymentBankId}`, {
      serie: 'B777',
      nextNumber: 40,
      facturaNextNumber: 1,
    });
    expect(saved.statusCode).toBe(200);
    const paid = await payout(t, admin, order.id);
    expect(paid.statusCode).toBe(200);
    expect(body<AdminOrder>(paid).data.receipt).toMatchObject({ serie: 'B777', numero_recibo: 40 });
    expect(await rowOf('B777')).toMatchObject({ nextNumber: 41, lastIssued: 40 });
    const back = await settingsCall(t, admin, 'PUT', `/receipt-series/${order.paymentBankId}`, {
      serie: 'B777',
      nextNumber: 40,
      facturaNextNumber: 1,
    });
    expect(body(back).code).toBe('RECEIPT_NUMBER_TOO_LOW');
  });

  it('the factura series goes on where told, above its last issued number, and the next factura takes it', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, {
      facturaRuc: '20100047218',
      facturaRazonSocial: 'Importaciones Ñandú S.A.C.',
    });
    const bankId = order.paymentBankId;
    const put = (facturaNextNumber: number) =>
      settingsCall(t, admin, 'PUT', `/receipt-series/${bankId}`, {
        serie: 'B305',
        nextNumber: 1,
        facturaNextNumber,
      });
    expect((await put(1)).statusCode).toBe(200);
    const other = await insertOrder(t.ctx, order.userId, { paymentBankId: bankId });
    await insertReceipt(t.ctx, other.id, bankId, 7, 'F305');
    expect(await rowOf('B305')).toMatchObject({
      facturaSerie: 'F305',
      facturaNextNumber: 1,
      facturaLastIssued: 7,
      lastIssued: null,
    });

    const atLast = await put(7);
    expect(atLast.statusCode).toBe(409);
    expect(body(atLast)).toMatchObject({
      code: 'RECEIPT_NUMBER_TOO_LOW',
      data: { fields: { facturaNextNumber: 'El último número emitido en F305 es 7: usa 8 o más.' } },
    });
    const saved = await put(8);
    expect(body<ReceiptSeriesSettings>(saved).data).toMatchObject({ facturaNextNumber: 8, nextNumber: 1 });
    const [audit] = await auditOf(t, 'receipt-series.save', bankId);
    expect(audit).toMatchObject({
      before: { serie: 'B305', facturaNextNumber: 1 },
      after: { serie: 'B305', facturaNextNumber: 8 },
    });

    const paid = await payout(t, admin, order.id);
    expect(body<AdminOrder>(paid).data.receipt).toMatchObject({ serie: 'F305', numero_recibo: 8 });
    expect(await rowOf('B305')).toMatchObject({ facturaNextNumber: 9, facturaLastIssued: 8, nextNumber: 1 });
  });

  it('names every series that would go back at once', async () => {
    const b004 = await rowOf('B004');
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const boleta = await insertOrder(t.ctx, customer.id, { paymentBankId: b004.bankId });
    await insertReceipt(t.ctx, boleta.id, b004.bankId, 5, 'B004');
    const factura = await insertOrder(t.ctx, customer.id, { paymentBankId: b004.bankId });
    await insertReceipt(t.ctx, factura.id, b004.bankId, 2, 'F004');
    const both = await settingsCall(t, admin, 'PUT', `/receipt-series/${b004.bankId}`, {
      serie: 'B004',
      nextNumber: 5,
      facturaNextNumber: 2,
    });
    expect(both.statusCode).toBe(400);
    expect(body(both)).toMatchObject({
      code: 'VALIDATION_FAILED',
      data: {
        fields: {
          nextNumber: 'El último número emitido en B004 es 5: usa 6 o más.',
          facturaNextNumber: 'El último número emitido en F004 es 2: usa 3 o más.',
        },
      },
    });
    expect(await rowOf('B004')).toMatchObject({ nextNumber: b004.nextNumber, facturaNextNumber: 1 });
  });
});
