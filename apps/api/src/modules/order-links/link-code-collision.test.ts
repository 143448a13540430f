import { ORDER_STATUS, type OrderLinkSummary, type OwnModificationLink } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CODE_ATTEMPTS } from '../../platform/db/fresh-code.ts';
import { orderHistory, orderLinks, orders } from '../../platform/db/schema/index.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { orderInStatus, staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { drawCode } from '../orders/index.ts';

type Headers = Record<string, string>;

let t: TestApp;
let admin: Headers;
let takenCode: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
  takenCode = (await staffLink({ userId: customer.id, kind: 'new_order', validHours: 2 })).code;
});
afterEach(() => {
  delete t.ctx.drawCode;
});
afterAll(() => t.close());

async function staffLink(payload: Record<string, unknown>): Promise<OrderLinkSummary> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/order-links',
    headers: admin,
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return body<OrderLinkSummary>(response).data;
}

/** Draws the taken link code `times` times, then random ones; counts every draw. */
function drawTaken(times: number) {
  let draws = 0;
  t.ctx.drawCode = () => (++draws <= times ? takenCode : drawCode({}));
  return () => draws;
}

const linksOfOrder = (orderId: number) =>
  t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, orderId));

describe('a new link whose drawn code is taken is written again with another code', () => {
  it('made by staff, up to the last attempt', async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    const draws = drawTaken(CODE_ATTEMPTS - 1);
    const link = await staffLink({ userId: customer.id, kind: 'new_order', validHours: 2 });
    expect(link.code).not.toBe(takenCode);
    expect(draws()).toBe(CODE_ATTEMPTS);
  });

  it(`made by staff, refused after ${CODE_ATTEMPTS} taken codes in a row, with no link left`, async () => {
    const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    drawTaken(CODE_ATTEMPTS);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order-links',
      headers: admin,
      payload: { userId: customer.id, kind: 'new_order', validHours: 2 },
    });
    expect(response.statusCode).toBe(500);
    expect(await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.userId, customer.id))).toEqual([]);
  });

  it('asked by the customer for their observed order', async () => {
    const customer = await insertCustomer(t.ctx);
    const order = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.OBSERVADA });
    const session = await t.login(customer.documentNumber);
    const headers = { authorization: `Bearer ${body<{ token: string }>(session).data.token}` };
    const draws = drawTaken(1);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/order/${order.code}/modification-link`,
      headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(body<OwnModificationLink>(response).data.code).not.toBe(takenCode);
    expect(draws()).toBe(2);
  });

  it('mailed by an observation, which is made once: one move, one link', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const draws = drawTaken(1);
    const response = await staffAction(t, admin, order.id, 'observe', { note: 'Cuenta de otro titular.' });
    expect(response.statusCode, response.body).toBe(200);
    expect(draws()).toBe(2);
    const links = await linksOfOrder(order.id);
    expect(links.map((link) => link.code)).toEqual([expect.not.stringMatching(takenCode)]);
    const [moved] = await t.ctx.db.select().from(orders).where(eq(orders.id, order.id));
    expect(moved?.status).toBe(ORDER_STATUS.OBSERVADA);
    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(history.filter((row) => row.toStatus === ORDER_STATUS.OBSERVADA)).toHaveLength(1);
  });
});
