import { ORDER_STATUS, type Order } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder, insertOrderFile } from '../../../test/support/order-rows.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import { createOrder, finalize, operativeCustomer, uploadVoucher } from '../../../test/support/orders.ts';
import {
  createdOrder,
  finalizeByLink,
  linkView,
  orderRequest,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { overlapping } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orderFiles, orders, settings, usageAdjustments, users } from '../../platform/db/schema/index.ts';
import { limaMonth } from '../../platform/lima-calendar.ts';
import { forgetSettings } from '../settings/index.ts';

let t: TestApp;
let externo: { authorization: string };
let admin: { authorization: string };
let adminId: number;
let limits: Record<string, unknown>;
let documents = 45000900;
beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  admin = await t.authAs('admin');
  adminId = (await t.sessionOf('admin')).user.id;
  const [row] = await t.ctx.db.select().from(settings).where(eq(settings.key, 'limits'));
  limits = row!.value as Record<string, unknown>;
  // A partner's client is held to the active tier: S/ 1,000 here.
  await t.ctx.db
    .update(settings)
    .set({ value: { ...limits, porValidar: '500.00', activo: '1000.00' } })
    .where(eq(settings.key, 'limits'));
  await forgetSettings(t.ctx, 'limits');
});
afterAll(async () => {
  await t.ctx.db.update(settings).set({ value: limits }).where(eq(settings.key, 'limits'));
  await t.close();
});
afterEach(() => forgetSettings(t.ctx, 'limits'));

const rowOf = async (code: string) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
};

const liveVouchers = (orderId: number) =>
  t.ctx.db
    .select({ id: orderFiles.id })
    .from(orderFiles)
    .where(
      and(eq(orderFiles.orderId, orderId), eq(orderFiles.kind, 'voucher'), isNull(orderFiles.replacedAt)),
    );

/** A refused finalize leaves the order as it was: TEMPORAL, not expired, its voucher in place. */
async function expectKeptUnfinalized(code: string) {
  const row = await rowOf(code);
  expect(row).toMatchObject({ status: ORDER_STATUS.TEMPORAL, finalizedAt: null, expiredAt: null });
  expect(await liveVouchers(row.id)).toHaveLength(1);
}

/** Usage the month already has, outside these orders (a staff adjustment). */
const alreadyUsed = (userId: number, amount: string) =>
  t.ctx.db.insert(usageAdjustments).values({
    userId,
    month: limaMonth(t.ctx.now()),
    amount,
    reason: 'Operación fuera del sistema',
    actorId: adminId,
  });

describe("a customer's own order at finalize", () => {
  async function placed(used: string): Promise<{ order: Order; headers: Record<string, string> }> {
    // A special limit of S/ 1,000; the order of S/ 600 fits when placed.
    const { user, headers } = await operativeCustomer(t, { isSpecial: true, monthlyLimit: '1000.00' });
    const order = await createOrder(t, headers, '600.00');
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    await alreadyUsed(user.id, used);
    return { order, headers };
  }

  it('finalizes an order that brings the month exactly to the limit', async () => {
    const { order, headers } = await placed('400.00');
    const answer = await finalize(t, headers, order.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect((await rowOf(order.code)).status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it('refuses one a céntimo past it, and keeps the order TEMPORAL with its voucher', async () => {
    const { order, headers } = await placed('400.01');
    const refused = await finalize(t, headers, order.id);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message:
        'Esta orden ya no cabe en tu límite mensual: este mes aún puedes enviar hasta S/ 599.99. La orden sigue guardada con tu comprobante, sin finalizar.',
      data: { available: '599.99', limit: '1000.00', used: '400.01' },
    });
    await expectKeptUnfinalized(order.code);
  });
});

describe("a customer's order finalized through a staff-made link", () => {
  it('is held to the same limit: a céntimo over refused, the exact limit finalized', async () => {
    const customer = await insertCustomer(t.ctx, { isSpecial: true, monthlyLimit: '1000.00' });
    const order = await insertOrder(t.ctx, customer.id, { sendAmount: '600.00', penEquivalent: '600.00' });
    await insertOrderFile(t.ctx, order.id);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order-links',
      headers: admin,
      payload: { userId: customer.id, kind: 'finalize', orderId: order.id },
    });
    const link = body<{ code: string }>(made).data;
    const { headers } = await proveLink(t, link.code, customer.email);
    const finalizeThrough = () =>
      t.app.inject({ method: 'POST', url: `/api/order-link/${link.code}/finalize`, headers });

    await alreadyUsed(customer.id, '400.01');
    const refused = await finalizeThrough();
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'LIMIT_EXCEEDED', data: { available: '599.99' } });
    expect((await rowOf(order.code)).status).toBe(ORDER_STATUS.TEMPORAL);

    await t.ctx.db.delete(usageAdjustments).where(eq(usageAdjustments.userId, customer.id));
    await alreadyUsed(customer.id, '400.00');
    const finalized = await finalizeThrough();
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect((await rowOf(order.code)).status).toBe(ORDER_STATUS.PENDIENTE);
  });
});

describe("a partner client's orders at finalize, through the link", () => {
  /** Two TEMPORAL orders of one client, both placed (each fits alone) and paid, before either is finalized. */
  async function twoOrders(first: string, second: string) {
    documents += 1;
    const client = { documentNumber: String(documents) };
    const one = await createdOrder(t, externo, await orderRequest(t, { client, sendAmount: first }));
    const two = await createdOrder(t, externo, await orderRequest(t, { client, sendAmount: second }));
    for (const order of [one, two]) expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    return [one, two] as const;
  }

  it('finalizes both when together they reach the limit exactly', async () => {
    const [one, two] = await twoOrders('500.00', '500.00');
    expect((await finalizeByLink(t, one.link.code)).statusCode).toBe(200);
    const second = await finalizeByLink(t, two.link.code);
    expect(second.statusCode, second.body).toBe(200);
    expect((await rowOf(two.code)).status).toBe(ORDER_STATUS.PENDIENTE);
  });

  it('refuses the second a céntimo past it; it stays TEMPORAL with its voucher and its link', async () => {
    const [one, two] = await twoOrders('500.00', '500.01');
    expect((await finalizeByLink(t, one.link.code)).statusCode).toBe(200);
    const refused = await finalizeByLink(t, two.link.code);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message:
        'Esta orden ya no cabe en tu límite mensual: este mes aún puedes enviar hasta S/ 500.00. La orden sigue guardada con tu comprobante, sin finalizar.',
      data: { available: '500.00', limit: '1000.00', used: '500.00' },
    });
    await expectKeptUnfinalized(two.code);
    expect(linkView(await viewLink(t, two.link.code)).state).toBe('activa');
  });

  it('lets exactly one of two finalizes at once pass when only one fits', async () => {
    const [one, two] = await twoOrders('600.00', '600.00');
    const clientId = (await rowOf(one.code)).userId;
    // Both finalizes queue on the client's row, held here until both wait for it.
    const lockClient = (tx: Tx) => tx.select().from(users).where(eq(users.id, clientId)).for('update');
    const answers = await overlapping(t, lockClient, 2, () =>
      Promise.all([finalizeByLink(t, one.link.code), finalizeByLink(t, two.link.code)]),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const statuses = await Promise.all([one, two].map(async (order) => (await rowOf(order.code)).status));
    expect(statuses.sort()).toEqual([ORDER_STATUS.TEMPORAL, ORDER_STATUS.PENDIENTE].sort());
  });
});
