import { ORDER_STATUS, type AdminOrder, type Invoice } from '@cambix/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cambixAccountAt, divisasOrderInStatus } from '../../../test/support/divisas-orders.ts';
import { orderRow } from '../../../test/support/order-rows.ts';
import { payout, staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { cambixAccounts, ledgerEntries, orders, receipts } from '../../platform/db/schema/index.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

// docs/rules/exchange.md#accounts-and-currencies, docs/rules/receipts.md#divisas: a divisas order goes
// through the same pipeline; its money moves in two currencies, each on an account of its own.

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const rowsOf = (orderId: number) =>
  t.ctx.db
    .select({
      accountId: ledgerEntries.cambixAccountId,
      currency: cambixAccounts.currency,
      purpose: cambixAccounts.purpose,
      direction: ledgerEntries.direction,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, ledgerEntries.cambixAccountId))
    .where(eq(ledgerEntries.orderId, orderId))
    .orderBy(asc(ledgerEntries.id));

/** Each account's last balance_after is the signed sum of all its rows: one currency per running balance. */
async function expectBalancesAdd(accountIds: number[]) {
  const rows = await t.ctx.db
    .select()
    .from(ledgerEntries)
    .where(inArray(ledgerEntries.cambixAccountId, accountIds))
    .orderBy(asc(ledgerEntries.id));
  for (const accountId of accountIds) {
    const own = rows.filter((row) => row.cambixAccountId === accountId);
    expect(own.length).toBeGreaterThan(0);
    const sum = own.reduce(
      (total, row) => total + (row.direction === 'ingreso' ? 1n : -1n) * parseMoney(row.amount),
      0n,
    );
    expect(own.at(-1)!.balanceAfter).toBe(formatMoney(sum));
  }
}

async function approveAndPayOut(orderId: number) {
  const approved = await staffAction(t, admin, orderId, 'approve', { operationNumber: 'IN-7001' });
  expect(approved.statusCode).toBe(200);
  return payout(t, admin, orderId, { fields: { operationNumber: 'OUT-7001' } });
}

describe('a divisas order through the pipeline', () => {
  it('venta: an ingreso in soles on the PEN collection account, an egreso in dollars on the USD payout account', async () => {
    const { order } = await divisasOrderInStatus(t, ORDER_STATUS.PENDIENTE, 'venta');
    const response = await approveAndPayOut(order.id);
    expect(response.statusCode).toBe(200);
    const view = body<AdminOrder>(response).data;
    expect(view).toMatchObject({ status: ORDER_STATUS.TERMINADA, payoutAccount: { currency: 'USD' } });

    const usdPayout = await cambixAccountAt(t, order.destination.bankCode, 'USD', 'payout');
    const rows = await rowsOf(order.id);
    expect(rows).toEqual([
      {
        accountId: order.collectionAccountId,
        currency: 'PEN',
        purpose: 'collection',
        direction: 'ingreso',
        amount: '1884.00',
      },
      { accountId: usdPayout.id, currency: 'USD', purpose: 'payout', direction: 'egreso', amount: '500.00' },
    ]);
    await expectBalancesAdd([order.collectionAccountId, usdPayout.id]);

    const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(receipt).toMatchObject({
      description: 'Venta de US$ 500.00 a S/ 3.768 (recibió US$ 500.00, pagó S/ 1,884.00)',
      amount: '6.50',
      taxableAmount: '6.50',
      igvAmount: '0.00',
      currency: 'PEN',
    });
    const query = `serie=${receipt!.serie}&numero_recibo=${receipt!.numero}&bankId=${receipt!.bankId}`;
    const invoice = body<Invoice>(
      await t.app.inject({ method: 'GET', url: `/api/getInvoiceData?${query}`, headers: admin }),
    ).data;
    // One source for the screen and the PDF: the spread is an operación inafecta (issue 34).
    expect(invoice.igvTreatment).toBe('inafecta');
    expect(invoice.operation).toMatchObject({
      sendAmount: '1884.00',
      sendCurrency: 'PEN',
      receiveAmount: '500.00',
      receiveCurrency: 'USD',
      direction: 'venta',
      rate: '3.7680',
    });
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/getInvoiceData/pdf?${query}`,
      headers: admin,
    });
    expect(pdf.statusCode).toBe(200);
  });

  it('compra: an ingreso in dollars on the USD collection account, an egreso in soles on the PEN payout account', async () => {
    const { order } = await divisasOrderInStatus(t, ORDER_STATUS.PENDIENTE, 'compra', { spread: '0.00' });
    expect((await approveAndPayOut(order.id)).statusCode).toBe(200);
    const penPayout = await cambixAccountAt(t, order.destination.bankCode, 'PEN', 'payout');
    expect(await rowsOf(order.id)).toEqual([
      expect.objectContaining({
        currency: 'USD',
        purpose: 'collection',
        direction: 'ingreso',
        amount: '500.00',
      }),
      expect.objectContaining({
        accountId: penPayout.id,
        currency: 'PEN',
        direction: 'egreso',
        amount: '1871.00',
      }),
    ]);
    await expectBalancesAdd([order.collectionAccountId, penPayout.id]);
    // A spread of 0.00 still issues its boleta, of 0.00.
    const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, order.id));
    expect(receipt).toMatchObject({
      description: 'Compra de US$ 500.00 a S/ 3.742 (entregó US$ 500.00, recibió S/ 1,871.00)',
      amount: '0.00',
      taxableAmount: '0.00',
      igvAmount: '0.00',
    });
    // The invoicing provider is told the line is inafecto (catalog 07, code 30), not gravado.
    const sent = t.receiptSender.sent.find(
      (boleta) => boleta.numero === receipt!.numero && boleta.serie === receipt!.serie,
    );
    expect(sent?.lines.map((line) => line.igvAffectation)).toEqual(['30']);
  });

  it('refuses to approve a payment into an account of another currency, and changes nothing', async () => {
    const { order } = await divisasOrderInStatus(t, ORDER_STATUS.PENDIENTE, 'venta');
    const usdCollection = await cambixAccountAt(t, order.destination.bankCode, 'USD', 'collection');
    await t.ctx.db
      .update(orders)
      .set({ collectionAccountId: usdCollection.id })
      .where(eq(orders.id, order.id));
    const response = await staffAction(t, admin, order.id, 'approve', { operationNumber: 'IN-7002' });
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.PENDIENTE);
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('refuses a payout whose destination is not in the receive currency, and changes nothing', async () => {
    const { order } = await divisasOrderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, 'venta', {
      approvedAt: t.clock.now(),
    });
    await t.ctx.db
      .update(orders)
      .set({ destination: { ...order.destination, currency: 'PEN' } })
      .where(eq(orders.id, order.id));
    const response = await payout(t, admin, order.id);
    expect(response.statusCode).toBe(409);
    expect(body(response)).toMatchObject({ code: 'CURRENCY_MISMATCH' });
    expect((await orderRow(t.ctx, order.id)).status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);
    expect(await rowsOf(order.id)).toEqual([]);
  });

  it('refuses a payout when Cambix holds no payout account in the receive currency, naming it', async () => {
    const { order } = await divisasOrderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION, 'venta');
    const usdPayouts = and(eq(cambixAccounts.currency, 'USD'), eq(cambixAccounts.purpose, 'payout'));
    await t.ctx.db.update(cambixAccounts).set({ active: false }).where(usdPayouts);
    try {
      const response = await payout(t, admin, order.id);
      expect(response.statusCode).toBe(409);
      expect(body(response)).toMatchObject({
        code: 'NO_PAYOUT_ACCOUNT',
        message: expect.stringContaining('en dólares'),
      });
      const view = await t.app.inject({
        method: 'GET',
        url: `/api/admin/orders/${order.id}`,
        headers: admin,
      });
      expect(body<AdminOrder>(view).data.payoutAccount).toBeNull();
    } finally {
      await t.ctx.db.update(cambixAccounts).set({ active: true }).where(usdPayouts);
    }
    expect(await rowsOf(order.id)).toEqual([]);
  });
});
