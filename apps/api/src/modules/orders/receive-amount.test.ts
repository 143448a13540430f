import {
  DEFAULT_SETTINGS,
  ERROR_MESSAGES,
  ORDER_STATUS,
  type AdminOrder,
  type AdminOrderPage,
  type Board,
  type Order,
  type OrderQueue,
  type OrdersPage,
} from '@cambix/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { payout } from '../../../test/support/pipeline.ts';
import { settingsCall } from '../../../test/support/settings.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders } from '../../platform/db/schema/index.ts';

let t: TestApp;
let admin: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

/** What the sweep found: S/ 110 to Interbank with an interbank fee of S/ 500, stored before the rules. */
const NEGATIVE = {
  sendAmount: '110.00',
  interbankFee: '500.00',
  finalFee: '10.00',
  receiveAmount: '-400.00',
};

describe('an order that would leave nothing to receive', () => {
  it('is refused by the quote and by new-order with QUOTE_RECEIVE_NOT_POSITIVE, and nothing is stored', async () => {
    // A commission from an old list that the customer kept, with an interbank fee the fees allow.
    const fees = await settingsCall(t, admin, 'PUT', '/fees', {
      ...DEFAULT_SETTINGS.fees,
      interbankFee: '10.00',
    });
    expect(fees.statusCode, fees.body).toBe(200);
    const { user, headers } = await operativeCustomer(t, { commissionPercent: '99.50' });
    const bcp = await bankByCode(t, '002');
    const interbank = await addAccount(t, headers, '003');
    const order = { bankId: bcp.id, sendAmount: '1000', destinationAccountId: interbank.id };

    const quoted = await t.app.inject({ method: 'POST', url: '/api/order/quote', headers, payload: order });
    const created = await newOrder(t, headers, order);
    for (const response of [quoted, created]) {
      expect(response.statusCode, response.body).toBe(400);
      expect(body(response)).toMatchObject({
        code: 'QUOTE_RECEIVE_NOT_POSITIVE',
        message: ERROR_MESSAGES.QUOTE_RECEIVE_NOT_POSITIVE,
        data: { receiveAmount: '-5.00', fields: { sendAmount: ERROR_MESSAGES.QUOTE_RECEIVE_NOT_POSITIVE } },
      });
    }
    const [stored] = await t.ctx.db.select({ n: count() }).from(orders).where(eq(orders.userId, user.id));
    expect(stored?.n).toBe(0);
  });
});

describe('a stored order that pays out a negative amount', () => {
  it('is listed and shown as it is to the customer and to staff, without breaking any list', async () => {
    const { user, headers } = await operativeCustomer(t);
    const now = t.clock.now();
    const pending = await insertOrder(t.ctx, user.id, {
      ...NEGATIVE,
      status: ORDER_STATUS.PENDIENTE,
      finalizedAt: now,
      statusChangedAt: now,
    });
    await insertOrderFile(t.ctx, pending.id);
    const temporal = await insertOrder(t.ctx, user.id, NEGATIVE);
    const get = (url: string, as: Record<string, string> = admin) =>
      t.app.inject({ method: 'GET', url, headers: as });

    const mine = body<OrdersPage>(await get('/api/listOrders', headers)).data;
    expect(mine.items.map((item) => item.receiveAmount)).toEqual(['-400.00', '-400.00']);
    expect(body<Order>(await get('/api/order/active', headers)).data).toMatchObject({
      code: temporal.code,
      receiveAmount: '-400.00',
      quote: { interbankFee: '500.00', receiveAmount: '-400.00' },
    });
    expect(body<Order>(await get(`/api/order/${pending.code}`, headers)).data.receiveAmount).toBe('-400.00');

    const list = body<AdminOrderPage>(await get('/api/admin/orders?size=100')).data;
    expect(list.items.find((item) => item.id === pending.id)?.receiveAmount).toBe('-400.00');
    const detail = body<AdminOrder>(await get(`/api/admin/orders/${pending.id}`)).data;
    expect(detail.receiveAmount).toBe('-400.00');
    const queue = body<OrderQueue>(await get('/api/admin/orders/payments-queue')).data;
    expect(queue.items.find((item) => item.id === pending.id)?.receiveAmount).toBe('-400.00');
    const board = body<Board>(await get('/api/admin/orders/board')).data;
    expect(board.cards.find((card) => card.id === pending.id)?.receiveAmount).toBe('-400.00');
    const csv = await get('/api/admin/orders/export');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(pending.code);
    expect(csv.body).toContain('-400.00');
  });

  it('is not offered for payout, and a payout is refused with PAYOUT_AMOUNT_NOT_POSITIVE', async () => {
    const { user } = await operativeCustomer(t);
    const now = t.clock.now();
    const approved = await insertOrder(t.ctx, user.id, {
      ...NEGATIVE,
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      finalizedAt: now,
      statusChangedAt: now,
    });
    const detail = body<AdminOrder>(
      await t.app.inject({ method: 'GET', url: `/api/admin/orders/${approved.id}`, headers: admin }),
    ).data;
    expect(detail.allowedActions).toEqual(['observe']);
    expect(detail.blockedReason).toBe(ERROR_MESSAGES.PAYOUT_AMOUNT_NOT_POSITIVE);

    const refused = await payout(t, admin, approved.id);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'PAYOUT_AMOUNT_NOT_POSITIVE' });
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.id, approved.id));
    expect(row?.status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);
  });
});
