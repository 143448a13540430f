import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../platform/db/schema/index.ts';
import { CODE_ATTEMPTS } from '../../platform/db/fresh-code.ts';
import {
  addAccount,
  bankByCode,
  createOrder,
  newOrder,
  operativeCustomer,
} from '../../../test/support/orders.ts';
import { createdOrder, orderRequest } from '../../../test/support/partner-orders.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { randomCode } from './order-code.ts';

let t: TestApp;
let takenCode: string;
beforeAll(async () => {
  t = await buildTestApp();
  const { headers } = await operativeCustomer(t);
  takenCode = (await createOrder(t, headers)).code;
});
afterEach(() => {
  delete t.ctx.drawCode;
});
afterAll(() => t.close());

/** Draws the taken code `times` times, then random ones; counts every draw. */
function drawTaken(times: number) {
  let draws = 0;
  t.ctx.drawCode = () => (++draws <= times ? takenCode : randomCode());
  return () => draws;
}

const ordersWithCode = async (code: string) =>
  (await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.code, code))).length;

describe('a new order whose drawn code is taken', () => {
  it("is written again with another code: a customer's order", async () => {
    const { headers } = await operativeCustomer(t);
    const draws = drawTaken(CODE_ATTEMPTS - 1);
    const order = await createOrder(t, headers);
    expect(order.code).not.toBe(takenCode);
    expect(draws()).toBe(CODE_ATTEMPTS);
    expect(await ordersWithCode(takenCode)).toBe(1);
  });

  it(`is refused after ${CODE_ATTEMPTS} taken codes in a row, and nothing is left of it`, async () => {
    const { user, headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    const bank = await bankByCode(t, '002');
    drawTaken(CODE_ATTEMPTS);
    const response = await newOrder(t, headers, {
      bankId: bank.id,
      sendAmount: '500',
      destinationAccountId: account.id,
    });
    expect(response.statusCode).toBe(500);
    const left = await t.ctx.db.select().from(orders).where(eq(orders.userId, user.id));
    expect(left).toEqual([]);
  });

  it("is written again with another code: a partner's order", async () => {
    const externo = await t.authAs('externo');
    const draws = drawTaken(1);
    const order = await createdOrder(t, externo, await orderRequest(t));
    expect(order.code).not.toBe(takenCode);
    expect(draws()).toBe(2);
  });
});
