import { BOARD_STATUSES, ORDER_STATUS, type Board, type OrderQueue } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
let admin: { authorization: string };
const rows: { id: number; status: number; statusChangedAt: Date }[] = [];

const get = async <T>(url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(response.statusCode, response.body).toBe(200);
  return body<T>(response).data;
};

/** Ids of the rows in those statuses, the longest waiting first. */
const oldestFirst = (statuses: readonly number[]) =>
  rows
    .filter((row) => statuses.includes(row.status))
    .sort((a, b) => a.statusChangedAt.getTime() - b.statusChangedAt.getTime() || a.id - b.id)
    .map((row) => row.id);

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const customer = await insertCustomer(t.ctx, {
    nombres: 'Ana',
    apellidoPaterno: 'Soto',
    apellidoMaterno: 'Vega',
  });
  // Creation order differs from the order statuses were entered in: the queues follow the latter.
  const statuses = [1, 3, 4, 1, 0, 2, 5, 3, 4, 1, 3, 5];
  for (const [index, status] of statuses.entries()) {
    const statusChangedAt = new Date(Date.UTC(2026, 10, 21, 14, 0) - ((index * 7) % 12) * 60_000);
    const order = await insertOrder(t.ctx, customer.id, {
      status,
      statusChangedAt,
      createdAt: new Date(Date.UTC(2026, 10, 20, 10, index)),
    });
    rows.push({ id: order.id, status, statusChangedAt });
  }
  await insertOrderFile(t.ctx, rows[0]!.id, 'voucher');
});

afterAll(async () => {
  await t.close();
});

describe('staff queues', () => {
  it('Pagos holds every PENDIENTE order, the longest waiting first', async () => {
    const queue = await get<OrderQueue>('/api/admin/orders/payments-queue');
    expect(queue.items.map((item) => item.id)).toEqual(oldestFirst([ORDER_STATUS.PENDIENTE]));
    expect(queue.total).toBe(3);
    const first = queue.items.find((item) => item.id === rows[0]!.id)!;
    expect(first).toMatchObject({
      hasVoucher: true,
      statusSince: rows[0]!.statusChangedAt.toISOString(),
      customer: { name: 'Ana Soto Vega' },
    });
    expect(queue.items.filter((item) => item.hasVoucher)).toHaveLength(1);
  });

  it('Devoluciones holds PENDIENTE_DEVOLUCION and OBSERVADA, the longest waiting first', async () => {
    const queue = await get<OrderQueue>('/api/admin/orders/payouts-queue');
    const expected = oldestFirst([ORDER_STATUS.PENDIENTE_DEVOLUCION, ORDER_STATUS.OBSERVADA]);
    expect(queue.items.map((item) => item.id)).toEqual(expected);
    expect(queue.total).toBe(5);
  });
});

describe('GET /api/admin/orders/board', () => {
  it('has a card for every order on the board and no other', async () => {
    const board = await get<Board>('/api/admin/orders/board');
    expect(board.cards.map((card) => card.id)).toEqual(oldestFirst(BOARD_STATUSES));
    expect(board.at).toBe(t.ctx.now().toISOString());
    const card = board.cards.find((item) => item.id === rows[1]!.id);
    expect(card).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      customerName: 'Ana Soto Vega',
      sendAmount: '500.00',
      receiveAmount: '490.00',
      channel: 'web',
      statusSince: rows[1]!.statusChangedAt.toISOString(),
      paymentBank: { code: expect.any(String) },
      destinationBankName: expect.any(String),
    });
  });

  it('is open to staff with ordenes view', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/board',
      headers: await t.authAs('colaborador'),
    });
    expect(response.statusCode).toBe(200);
  });
});
