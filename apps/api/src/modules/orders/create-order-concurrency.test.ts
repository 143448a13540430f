import { ORDER_STATUS, type Order } from '@cambix/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import crypto from 'node:crypto';
import { addAccount, bankByCode, operativeCustomer } from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orderHistory, orders } from '../../platform/db/schema/index.ts';

const CUSTOMERS = 50;
const LIMITED = 10;

async function customerWithAccount(overrides: Parameters<typeof operativeCustomer>[1] = {}) {
  const customer = await operativeCustomer(t, overrides);
  return { ...customer, account: await addAccount(t, customer.headers, '002') };
}

let sent = 0;
/** Each request from its own address, as customers' phones are: the per-address rate limit is not the subject. */
const newOrder = (headers: Record<string, string>, payload: Record<string, unknown>) => {
  sent += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/order/new-order',
    headers,
    remoteAddress: `10.19.${sent >> 8}.${sent & 255}`,
    payload: { idempotencyKey: crypto.randomUUID(), fundsOrigin: 'sueldo', ...payload },
  });
};

let t: TestApp;
let free: Awaited<ReturnType<typeof customerWithAccount>>[];
let limited: typeof free;
beforeAll(async () => {
  t = await buildTestApp();
  free = await Promise.all(Array.from({ length: CUSTOMERS }, () => customerWithAccount()));
  // A special limit of S/ 300: an order of S/ 500 is past it, whatever else runs at the same time.
  limited = await Promise.all(
    Array.from({ length: LIMITED }, () => customerWithAccount({ isSpecial: true, monthlyLimit: '300.00' })),
  );
}, 300_000);
afterAll(() => t.close());

describe('POST /api/order/new-order, 50 customers at once', () => {
  it('creates every order with its own code, and refuses the ones past their limit', async () => {
    const bcp = await bankByCode(t, '002');
    // Each free customer already has an open order, which the new one replaces.
    const first = await Promise.all(
      free.map(({ headers, account }) =>
        newOrder(headers, { bankId: bcp.id, sendAmount: '500', destinationAccountId: account.id }),
      ),
    );
    expect(first.map((response) => response.statusCode)).toEqual(free.map(() => 200));

    const answers = await Promise.all(
      [...free, ...limited].map(({ headers, account }) =>
        newOrder(headers, { bankId: bcp.id, sendAmount: '500', destinationAccountId: account.id }),
      ),
    );

    const created = answers.slice(0, CUSTOMERS).map((response) => {
      expect(response.statusCode, response.body).toBe(200);
      return body<Order>(response).data;
    });
    const codes = [
      ...first.map((response) => body<Order>(response).data.code),
      ...created.map((o) => o.code),
    ];
    expect(new Set(codes).size).toBe(2 * CUSTOMERS);
    for (const refused of answers.slice(CUSTOMERS)) {
      expect(refused.statusCode).toBe(409);
      expect(body(refused)).toMatchObject({
        code: 'LIMIT_EXCEEDED',
        data: { available: '300.00', limit: '300.00', used: '0.00' },
      });
    }

    // Per customer: the new order open, the first one replaced (each with its history row).
    const rows = await t.ctx.db
      .select({ userId: orders.userId, status: orders.status, expiredAt: orders.expiredAt })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          [...free, ...limited].map(({ user }) => user.id),
        ),
      );
    for (const { user } of free) {
      const own = rows.filter((row) => row.userId === user.id);
      expect(own).toHaveLength(2);
      expect(
        own.filter((row) => row.status === ORDER_STATUS.TEMPORAL && row.expiredAt === null),
      ).toHaveLength(1);
    }
    expect(rows.filter((row) => limited.some(({ user }) => user.id === row.userId))).toHaveLength(0);
    const history = await t.ctx.db
      .select({ id: orderHistory.id })
      .from(orderHistory)
      .innerJoin(orders, eq(orders.id, orderHistory.orderId))
      .where(
        inArray(
          orders.userId,
          free.map(({ user }) => user.id),
        ),
      );
    // Created twice each, replaced once each.
    expect(history).toHaveLength(3 * CUSTOMERS);
  }, 120_000);
});
