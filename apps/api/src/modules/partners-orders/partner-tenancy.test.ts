import { ORDER_STATUS, type PartnerChoice, type PartnerOrder, type PartnerOrderPage } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdOrder,
  createPartnerOrder,
  finalizeByLink,
  orderRequest,
  partnerIdOf,
  uploadByLink,
} from '../../../test/support/partner-orders.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders, users } from '../../platform/db/schema/index.ts';

let t: TestApp;
let partnerA: number;
let partnerB: number;
let a: { authorization: string };
let b: { authorization: string };
let orderA: PartnerOrder;
beforeAll(async () => {
  t = await buildTestApp();
  a = await t.authAs('externo');
  b = await t.authAs('externo2');
  partnerA = await partnerIdOf(t, 'externo');
  partnerB = await partnerIdOf(t, 'externo2');
  orderA = await createdOrder(t, a, await orderRequest(t, { client: { documentNumber: '45000501' } }));
});
afterAll(() => t.close());

const listAs = (headers: Record<string, string>, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/partner/orders${query}`, headers });
const renewAs = (headers: Record<string, string>, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/partner/orders/${code}/link`, headers });

describe("a partner never reaches another partner's data", () => {
  it("answers partner A's order code to partner B exactly as a code that does not exist", async () => {
    const theirs = await renewAs(b, orderA.code);
    const none = await renewAs(b, 'ZZZZ2345');
    expect(theirs.statusCode).toBe(404);
    expect(none.statusCode).toBe(404);
    expect(body(theirs)).toEqual(body(none));
    // And A's link stayed as it was.
    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, orderA.code));
    expect(row!.partnerId).toBe(partnerA);
  });

  it("answers partner A's id to partner B as not found on list, quote and create", async () => {
    const list = await listAs(b, `?partnerId=${partnerA}`);
    expect(list.statusCode).toBe(404);
    expect(body(list).code).toBe('PARTNER_NOT_FOUND');
    const missing = await listAs(b, '?partnerId=999999');
    expect(body(missing)).toEqual(body(list));

    const request = await orderRequest(t, { partnerId: partnerA, client: { documentNumber: '45000502' } });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/partner/quote',
      headers: b,
      payload: { partnerId: partnerA, paymentBankId: request.paymentBankId, sendAmount: '1500.00' },
    });
    expect(quote.statusCode).toBe(404);
    const create = await createPartnerOrder(t, b, request);
    expect(create.statusCode).toBe(404);
    const [client] = await t.ctx.db.select().from(users).where(eq(users.documentNumber, '45000502'));
    expect(client).toBeUndefined();
  });

  it("lists only the caller's own orders, whatever it searches", async () => {
    const own = body<PartnerOrderPage>(await listAs(b)).data;
    expect(own.items.map((item) => item.code)).not.toContain(orderA.code);
    const searched = body<PartnerOrderPage>(await listAs(b, `?q=${orderA.code}`)).data;
    expect(searched.total).toBe(0);
    const choices = body<PartnerChoice[]>(
      await t.app.inject({ method: 'GET', url: '/api/partner/partners', headers: b }),
    ).data;
    expect(choices.map((choice) => choice.id)).toEqual([partnerB]);
  });

  it("keeps the partner's idempotency keys and clients to itself", async () => {
    const [rowA] = await t.ctx.db.select().from(orders).where(eq(orders.code, orderA.code));
    const sameKey = await createdOrder(
      t,
      b,
      await orderRequest(t, { idempotencyKey: rowA!.idempotencyKey, client: { documentNumber: '45000501' } }),
    );
    expect(sameKey.code).not.toBe(orderA.code);
    const clients = await t.ctx.db
      .select({ partnerId: users.partnerId })
      .from(users)
      .where(eq(users.documentNumber, '45000501'));
    expect(clients.map((client) => client.partnerId).sort()).toEqual([partnerA, partnerB].sort());
  });
});

describe('who may call the partner endpoints', () => {
  it('refuses customers, staff without the module and callers without a session', async () => {
    const customer = await t.authAs('cliente');
    const colaborador = await t.authAs('colaborador');
    for (const headers of [customer, colaborador]) {
      expect((await listAs(headers, `?partnerId=${partnerA}`)).statusCode).toBe(403);
      expect((await renewAs(headers, orderA.code)).statusCode).toBe(403);
    }
    expect((await listAs(APP_KEY_HEADER)).statusCode).toBe(401);
  });

  it("refuses an Externo on the customer's and staff's order endpoints", async () => {
    const newOrder = await t.app.inject({
      method: 'POST',
      url: '/api/order/new-order',
      headers: a,
      payload: {},
    });
    expect(newOrder.statusCode).toBe(403);
    const customerView = await t.app.inject({ method: 'GET', url: `/api/order/${orderA.code}`, headers: a });
    expect(customerView.statusCode).toBe(403);
    const queue = await t.app.inject({ method: 'GET', url: '/api/admin/orders/payments-queue', headers: a });
    expect(queue.statusCode).toBe(403);
  });
});

describe('GET /api/partner/orders', () => {
  it('filters by status and text, pages, and sums the month', async () => {
    const second = await createdOrder(
      t,
      a,
      await orderRequest(t, {
        sendAmount: '600.00',
        client: { documentNumber: '45000503', nombres: 'Marisol', apellidoPaterno: 'Quispe' },
      }),
    );
    await uploadByLink(t, second.link.code);
    await finalizeByLink(t, second.link.code);

    const all = body<PartnerOrderPage>(await listAs(a)).data;
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.code)).toEqual([second.code, orderA.code]);
    expect(all.month).toEqual({ orders: 2, sendAmount: '600.00', shareEarned: '0.00' });

    const pending = body<PartnerOrderPage>(await listAs(a, `?status=${ORDER_STATUS.PENDIENTE}`)).data;
    expect(pending.items.map((item) => item.code)).toEqual([second.code]);
    expect(pending.items[0]!.link.state).toBe('usada');
    const byName = body<PartnerOrderPage>(await listAs(a, '?q=marisol')).data;
    expect(byName.items.map((item) => item.code)).toEqual([second.code]);
    const byDocument = body<PartnerOrderPage>(await listAs(a, '?q=45000501')).data;
    expect(byDocument.items.map((item) => item.code)).toEqual([orderA.code]);
    const paged = body<PartnerOrderPage>(await listAs(a, '?size=10&page=2')).data;
    expect(paged).toMatchObject({ items: [], total: 2, page: 2, size: 10 });
    const days = body<PartnerOrderPage>(await listAs(a, '?from=2026-11-22&to=2026-11-30')).data;
    expect(days.total).toBe(0);

    const staff = await t.authAs('admin');
    const missing = await listAs(staff);
    expect(missing.statusCode).toBe(400);
    const asStaff = body<PartnerOrderPage>(await listAs(staff, `?partnerId=${partnerA}`)).data;
    expect(asStaff.total).toBe(2);
    const rows = await t.ctx.db
      .select()
      .from(orders)
      .where(and(eq(orders.partnerId, partnerA), eq(orders.status, ORDER_STATUS.PENDIENTE)));
    expect(rows).toHaveLength(1);
  });
});
