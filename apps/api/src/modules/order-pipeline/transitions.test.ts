import {
  ORDER_STATUS,
  STAFF_ORDER_ACTIONS,
  type AdminOrder,
  type Order,
  type OrderStatus,
  type StaffOrderAction,
  isPast,
} from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../../test/support/events.ts';
import { signedInColaborador } from '../../../test/support/admin-orders.ts';
import { insertRedeem, orderRow, pointsRefundsOf } from '../../../test/support/order-rows.ts';
import {
  finalize,
  newOrder,
  operativeCustomer,
  addAccount,
  bankByCode,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { orderInStatus, overlapping, payout, staffAction } from '../../../test/support/pipeline.ts';
import type { Tx } from '../../platform/db/client.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  auditLog,
  ledgerEntries,
  orderHistory,
  orderLinks,
  orders,
  pointsLedger,
} from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';

let t: TestApp;
let admin: { authorization: string };
let events: DomainEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.authAs('admin');
  events = recordEvents(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const PAYLOADS: Record<Exclude<StaffOrderAction, 'payout'>, Record<string, string>> = {
  approve: { operationNumber: 'OP-1001' },
  reject: { reason: 'No encontramos la transferencia.' },
  observe: { note: 'La cuenta de destino no es del titular.' },
  cancel: { reason: 'El cliente pidió anular la orden.' },
};

function act(headers: Headers, orderId: number, action: StaffOrderAction) {
  return action === 'payout'
    ? payout(t, headers, orderId)
    : staffAction(t, headers, orderId, action, PAYLOADS[action]);
}

const rowOf = (orderId: number) => orderRow(t.ctx, orderId);

const historyOf = (orderId: number) =>
  t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, orderId)).orderBy(orderHistory.id);
const ledgerOf = (orderId: number) =>
  t.ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId)).orderBy(ledgerEntries.id);
const eventsOf = (orderId: number) =>
  events.filter((event) => event.orderId === orderId && event.type !== 'order.created');
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The mail to `to` with that subject, once every queued mail is delivered. */
async function mailFor(to: string, subject: string) {
  await t.drain();
  const mail = (await t.outbox()).find(
    (candidate) => candidate.to.includes(to) && candidate.subject === subject,
  );
  if (!mail) throw new Error(`no mail "${subject}" to ${to}`);
  return mail;
}

describe('every staff transition from a wrong status', () => {
  const actions = Object.keys(STAFF_ORDER_ACTIONS) as StaffOrderAction[];
  const statuses = Object.values(ORDER_STATUS) as OrderStatus[];
  const cases = actions.flatMap((action) =>
    statuses
      .filter((status) => status !== STAFF_ORDER_ACTIONS[action].from)
      .map((status) => ({ action, status })),
  );

  it.each(cases)(
    'refuses $action from status $status and leaves the order as it was',
    async ({ action, status }) => {
      const { order } = await orderInStatus(t, status);
      const response = await act(admin, order.id, action);
      expect(response.statusCode).toBe(409);
      expect(body(response)).toMatchObject({ success: false, code: 'ORDER_STATUS_CHANGED' });
      expect(await rowOf(order.id)).toEqual(order);
      expect(await historyOf(order.id)).toEqual([]);
      expect(await ledgerOf(order.id)).toEqual([]);
    },
  );

  it('answers ORDER_NOT_FOUND for an order that does not exist', async () => {
    const response = await act(admin, 987_654, 'approve');
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('ORDER_NOT_FOUND');
  });
});

describe('who may act', () => {
  it('needs the edit permission of the module that owns the transition', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    const { order: waiting } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);

    const none = await signedInColaborador(t, []);
    expect(body(await act(none.headers, order.id, 'approve')).code).toBe('FORBIDDEN_MODULE');

    const viewer = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: false }]);
    const viewed = await act(viewer.headers, order.id, 'reject');
    expect(viewed.statusCode).toBe(403);
    expect(body(viewed).code).toBe('FORBIDDEN_MODULE');

    const payments = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    expect(body(await act(payments.headers, waiting.id, 'payout')).code).toBe('FORBIDDEN_MODULE');
    expect(body(await act(payments.headers, waiting.id, 'observe')).code).toBe('FORBIDDEN_MODULE');

    const { headers: customer } = await operativeCustomer(t);
    const refused = await act(customer, order.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(body(refused).code).toBe('FORBIDDEN_ROLE');
    expect(body(await act(APP_KEY_HEADER, order.id, 'approve')).code).toBe('AUTH_REQUIRED');

    expect(await rowOf(order.id)).toEqual(order);
    expect(await rowOf(waiting.id)).toEqual(waiting);

    const approved = await act(payments.headers, order.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(body<AdminOrder>(approved).data.approvedBy).toMatchObject({ id: payments.user.id });
  });
});

describe('POST /api/admin/orders/:orderId/approve', () => {
  it('moves the order, records who and the ingreso, and tells the customer after commit', async () => {
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE, {
      sendAmount: '1500.00',
      receiveAmount: '1432.50',
    });
    t.clock.advance(60_000);
    const now = t.clock.now();
    const response = await staffAction(t, admin, order.id, 'approve', {
      operationNumber: ' OP-7788 ',
      note: 'Visto en BCP',
    });
    expect(response.statusCode).toBe(200);
    const view = body<AdminOrder>(response);
    expect(view.message).toBe('Pago aprobado.');
    expect(view.data).toMatchObject({
      id: order.id,
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      incomingOperationNumber: 'OP-7788',
      approvedAt: now.toISOString(),
      statusSince: now.toISOString(),
    });

    const row = await rowOf(order.id);
    const adminId = (await t.sessionOf('admin')).user.id;
    expect(row).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      statusChangedAt: now,
      approvedAt: now,
      approvedBy: adminId,
      incomingOperationNumber: 'OP-7788',
    });
    expect(await historyOf(order.id)).toEqual([
      expect.objectContaining({
        fromStatus: ORDER_STATUS.PENDIENTE,
        toStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
        actorId: adminId,
        note: 'Visto en BCP',
        createdAt: now,
      }),
    ]);
    expect(await ledgerOf(order.id)).toEqual([
      expect.objectContaining({
        cambixAccountId: order.collectionAccountId,
        direction: 'ingreso',
        kind: 'payment',
        amount: '1500.00',
        concept: `Pago de la orden ${order.code}`,
        actorId: adminId,
      }),
    ]);
    const audits = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.approve'), eq(auditLog.targetId, String(order.id))));
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: adminId, before: { status: 1 } });

    await settle();
    expect(eventsOf(order.id)).toEqual([
      {
        type: 'order.approved',
        orderId: order.id,
        code: order.code,
        userId: customer.id,
        fromStatus: ORDER_STATUS.PENDIENTE,
        toStatus: ORDER_STATUS.PENDIENTE_DEVOLUCION,
        actorId: adminId,
      },
    ]);
    const mail = await mailFor(customer.email, `Confirmamos tu pago de la orden ${order.code}`);
    expect(mail.text).toContain('S/ 1,432.50');
  });

  it('requires the operation number', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    const response = await staffAction(t, admin, order.id, 'approve', { operationNumber: '  ' });
    expect(response.statusCode).toBe(400);
    expect(body(response).code).toBe('VALIDATION_FAILED');
    expect(await rowOf(order.id)).toEqual(order);
  });

  it('of two staff approving at once, one wins: one transition, one history row, one ingreso', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    const other = await signedInColaborador(t, [{ module: 'pagos', canView: true, canEdit: true }]);
    const lockOrder = (tx: Tx) => tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    const responses = await overlapping(t, lockOrder, 2, () =>
      Promise.all([
        staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-A' }),
        staffAction(t, other.headers, order.id, 'approve', { operationNumber: 'OP-B' }),
      ]),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const loser = responses.find((response) => response.statusCode === 409)!;
    expect(body(loser).code).toBe('ORDER_STATUS_CHANGED');
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await ledgerOf(order.id)).toHaveLength(1);
    await settle();
    expect(eventsOf(order.id).filter((event) => event.type === 'order.approved')).toHaveLength(1);
  });
});

describe('POST /api/admin/orders/:orderId/reject', () => {
  it('fails the order with its reason and gives back the coupon use, the points and the mail', async () => {
    const { user, headers } = await operativeCustomer(t);
    await t.ctx.db
      .insert(pointsLedger)
      .values({ userId: user.id, points: 150, kind: 'adjust', note: 'Regalo' });
    const bank = await bankByCode(t, '002');
    const account = await addAccount(t, headers, '002');
    const created = await newOrder(t, headers, {
      bankId: bank.id,
      sendAmount: '1500',
      destinationAccountId: account.id,
      promoCode: 'CAMBIX10',
      pointsToRedeem: 100,
    });
    expect(created.statusCode).toBe(200);
    const order = body<Order>(created).data;
    expect(order.quote).toMatchObject({ discountSource: 'promo', pointsRedeemed: 100 });
    expect((await uploadVoucher(t, headers, order.id)).statusCode).toBe(200);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);
    const promoCheck = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/promocode',
        headers,
        payload: { code: 'CAMBIX10', sendAmount: '1500' },
      });
    expect(body(await promoCheck()).code).toBe('PROMO_ALREADY_USED');
    const points = async () =>
      body<{ balance: number }>(await t.app.inject({ method: 'GET', url: '/api/user/points', headers })).data
        .balance;
    expect(await points()).toBe(50);

    const reason = 'No encontramos tu transferencia en nuestra cuenta.';
    const response = await staffAction(t, admin, order.id, 'reject', { reason });
    expect(response.statusCode).toBe(200);
    expect(body<AdminOrder>(response).data).toMatchObject({
      status: ORDER_STATUS.FALLIDA,
      rejectionReason: reason,
      allowedActions: [],
    });
    expect(await rowOf(order.id)).toMatchObject({
      status: ORDER_STATUS.FALLIDA,
      rejectedBy: (await t.sessionOf('admin')).user.id,
      rejectionReason: reason,
    });
    expect(await points()).toBe(150);
    const refunds = await pointsRefundsOf(t.ctx, [order.id]);
    expect(refunds).toEqual([expect.objectContaining({ points: 100, userId: user.id })]);
    expect(body(await promoCheck())).toMatchObject({ success: true, data: { code: 'CAMBIX10' } });
    expect(await ledgerOf(order.id)).toEqual([]);

    const mail = await mailFor(user.email, `No pudimos confirmar el pago de tu orden ${order.code}`);
    expect(mail.text).toContain(reason);
    // It invites an answer: the answer reaches the help contact, not the no-reply sender (issue 34).
    expect(mail.text).toContain('responde este correo');
    expect(mail.replyTo).toBe('ayuda@cambix.pe');
    const customerView = body<Order>(
      await t.app.inject({ method: 'GET', url: `/api/order/${order.code}`, headers }),
    ).data;
    expect(customerView).toMatchObject({ status: ORDER_STATUS.FALLIDA, note: reason });
  });

  it('requires a reason', async () => {
    const { order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE);
    const response = await staffAction(t, admin, order.id, 'reject', { reason: '' });
    expect(body(response).code).toBe('VALIDATION_FAILED');
    expect(await rowOf(order.id)).toEqual(order);
  });
});

describe('POST /api/admin/orders/:orderId/observe', () => {
  it('blocks the payout, mails a working modification link, and the fix brings it back to the queue', async () => {
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const note = 'La cuenta de destino no está a tu nombre.';
    const response = await staffAction(t, admin, order.id, 'observe', { note });
    expect(response.statusCode).toBe(200);
    expect(body<AdminOrder>(response).data).toMatchObject({
      status: ORDER_STATUS.OBSERVADA,
      observedNote: note,
    });

    const links = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(links).toEqual([
      expect.objectContaining({
        kind: 'modification',
        userId: customer.id,
        createdBy: (await t.sessionOf('admin')).user.id,
        expiresAt: new Date(t.clock.now().getTime() + 72 * 3_600_000),
        usedAt: null,
      }),
    ]);
    const link = links[0]!;
    const mail = await mailFor(customer.email, `Tu orden ${order.code} necesita una corrección`);
    expect(mail.text).toContain(note);
    expect(mail.text).toContain(`${t.ctx.config.appUrl}/userDashboard/edit-orden/${link.code}`);

    const proved = await proveLink(t, link.code, customer.email);
    expect(proved.link).toMatchObject({
      kind: 'modification',
      order: { code: order.code, status: ORDER_STATUS.OBSERVADA, note },
    });

    const fixed = await t.app.inject({
      method: 'POST',
      url: `/api/order-link/${link.code}/finalize`,
      headers: proved.headers,
      payload: {},
    });
    expect(fixed.statusCode).toBe(200);
    expect(await rowOf(order.id)).toMatchObject({
      status: ORDER_STATUS.PENDIENTE_DEVOLUCION,
      observedNote: null,
    });
    expect((await historyOf(order.id)).map((row) => [row.fromStatus, row.toStatus])).toEqual([
      [ORDER_STATUS.PENDIENTE_DEVOLUCION, ORDER_STATUS.OBSERVADA],
      [ORDER_STATUS.OBSERVADA, ORDER_STATUS.PENDIENTE_DEVOLUCION],
    ]);

    // Observed again: the earlier link ends, a new one is mailed.
    expect((await staffAction(t, admin, order.id, 'observe', { note: 'Otra vez.' })).statusCode).toBe(200);
    const again = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(again).toHaveLength(2);
    expect(again.filter((row) => !isPast(row.expiresAt, t.clock.now()))).toHaveLength(1);
  });
});

describe('POST /api/admin/orders/:orderId/cancel', () => {
  it('fails an observed order, returns the payment with a reversal egreso and gives the points back', async () => {
    const { customer, order } = await orderInStatus(t, ORDER_STATUS.PENDIENTE, {
      sendAmount: '800.00',
      receiveAmount: '790.00',
      pointsRedeemed: 100,
    });
    await insertRedeem(t.ctx, customer.id, order.id, 100);
    expect((await staffAction(t, admin, order.id, 'approve', { operationNumber: 'OP-9' })).statusCode).toBe(
      200,
    );
    expect((await staffAction(t, admin, order.id, 'observe', { note: 'Cuenta errada.' })).statusCode).toBe(
      200,
    );

    const reason = 'El cliente no respondió a la observación.';
    const response = await staffAction(t, admin, order.id, 'cancel', { reason });
    expect(response.statusCode).toBe(200);
    expect(body<AdminOrder>(response).data).toMatchObject({
      status: ORDER_STATUS.FALLIDA,
      rejectionReason: reason,
    });

    const [payment, reversal] = await ledgerOf(order.id);
    expect(payment).toMatchObject({ direction: 'ingreso', kind: 'payment', amount: '800.00' });
    expect(reversal).toMatchObject({
      direction: 'egreso',
      kind: 'reversal',
      amount: '800.00',
      cambixAccountId: payment!.cambixAccountId,
      reversesId: payment!.id,
      note: reason,
    });
    const refunds = await pointsRefundsOf(t.ctx, [order.id]);
    expect(refunds).toEqual([expect.objectContaining({ points: 100, userId: customer.id })]);
    const cancelled = await mailFor(customer.email, `Anulamos tu orden ${order.code}`);
    expect(cancelled.text).toContain('S/ 800.00');
    // The link mailed with the observation ends with the order.
    const [link] = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(link!.expiresAt).toEqual(t.clock.now());
    await settle();
    expect(eventsOf(order.id).map((event) => event.type)).toEqual([
      'order.approved',
      'order.observed',
      'order.cancelled',
    ]);
  });
});
