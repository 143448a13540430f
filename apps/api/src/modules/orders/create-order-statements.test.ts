import { ORDER_STATUS, type Order } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { statementsOf } from '../../../test/support/statement-log.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * Issue 19: a new order ran 27 statements, several repeated. Now: begin, the customer's row locked, one
 * read of everything the checks need, one write (the open order replaced, the order, its history, audit,
 * points and coupon rows), commit. After the commit nothing reads the order again: staff hear nothing of
 * a TEMPORAL order.
 */
const STATEMENTS = 5;

describe('POST /api/order/new-order, statements', () => {
  it('replaces the open order and creates the next in at most the counted statements', async () => {
    const { headers } = await operativeCustomer(t);
    const bank = await bankByCode(t, '002');
    const account = await addAccount(t, headers, '003');
    const payload = { bankId: bank.id, sendAmount: '1500', destinationAccountId: account.id };
    const open = body<Order>(await newOrder(t, headers, payload)).data;

    const { result, statements } = await statementsOf(t.ctx.db, () => newOrder(t, headers, payload));
    expect(result.statusCode, result.body).toBe(200);
    const order = body<Order>(result).data;
    expect(order).toMatchObject({ status: ORDER_STATUS.TEMPORAL, quote: { sendAmount: '1500.00' } });
    expect(order.code).not.toBe(open.code);
    expect(statements.length, statements.join('\n\n')).toBeLessThanOrEqual(STATEMENTS);
  });
});
