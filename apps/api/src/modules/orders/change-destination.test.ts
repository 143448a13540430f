import { ORDER_STATUS, type Order } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordEvents } from '../../../test/support/events.ts';
import { insertOrder, insertOrderFile, orderRow } from '../../../test/support/order-rows.ts';
import { addAccount, operativeCustomer } from '../../../test/support/orders.ts';
import { staffAction } from '../../../test/support/pipeline.ts';
import { proveLink } from '../../../test/support/order-links.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orderHistory, orderLinks } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';

let t: TestApp;
let events: DomainEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  events = recordEvents(t);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const changeDestination = (headers: Headers, code: string, destinationAccountId: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/order/${code}/destination`,
    headers,
    payload: { destinationAccountId },
  });

const rowOf = (orderId: number) => orderRow(t.ctx, orderId);

async function observedOrderOf(userId: number, status: number = ORDER_STATUS.OBSERVADA) {
  const order = await insertOrder(t.ctx, userId, {
    status,
    finalizedAt: t.clock.now(),
    observedNote: status === ORDER_STATUS.OBSERVADA ? 'La cuenta no es tuya.' : null,
  });
  await insertOrderFile(t.ctx, order.id);
  return order;
}

describe('POST /api/order/:code/destination', () => {
  it('points an observed order at another of the owner’s accounts and keeps the amounts paid', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await observedOrderOf(user.id);
    const interbank = await addAccount(t, headers, '003');

    const response = await changeDestination(headers, order.code, interbank.id);
    expect(response.statusCode).toBe(200);
    const view = body<Order>(response);
    expect(view.message).toBe('Cuenta de destino actualizada.');
    expect(view.data).toMatchObject({
      status: ORDER_STATUS.OBSERVADA,
      destination: { bankCode: '003', accountNumber: interbank.accountNumber, cci: interbank.cci },
      quote: { sendAmount: order.sendAmount, receiveAmount: order.receiveAmount, interbankFee: '0.00' },
    });
    const row = await rowOf(order.id);
    expect(row).toMatchObject({
      destinationAccountId: interbank.id,
      sendAmount: order.sendAmount,
      finalFee: order.finalFee,
      receiveAmount: order.receiveAmount,
      status: ORDER_STATUS.OBSERVADA,
      statusChangedAt: order.statusChangedAt,
    });
    expect(await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id))).toEqual([
      expect.objectContaining({
        fromStatus: ORDER_STATUS.OBSERVADA,
        toStatus: ORDER_STATUS.OBSERVADA,
        actorId: user.id,
        note: 'El cliente cambió la cuenta de destino.',
      }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(events.filter((event) => event.orderId === order.id)).toEqual([
      expect.objectContaining({ type: 'order.destination-changed', userId: user.id, actorId: user.id }),
    ]);
  });

  it('hides another customer’s order and refuses another customer’s account', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await observedOrderOf(user.id);
    const stranger = await operativeCustomer(t);
    const strangerAccount = await addAccount(t, stranger.headers, '002');

    const hidden = await changeDestination(stranger.headers, order.code, strangerAccount.id);
    expect(hidden.statusCode).toBe(404);
    expect(body(hidden).code).toBe('ORDER_NOT_FOUND');
    const foreign = await changeDestination(headers, order.code, strangerAccount.id);
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).code).toBe('DESTINATION_ACCOUNT_INVALID');
    expect(await rowOf(order.id)).toEqual(order);

    const staff = await t.authAs('admin');
    expect(body(await changeDestination(staff, order.code, strangerAccount.id)).code).toBe('FORBIDDEN_ROLE');
  });

  it('is refused once the order is not OBSERVADA', async () => {
    const { user, headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    for (const status of [
      ORDER_STATUS.PENDIENTE,
      ORDER_STATUS.PENDIENTE_DEVOLUCION,
      ORDER_STATUS.TERMINADA,
    ]) {
      const order = await observedOrderOf(user.id, status);
      const response = await changeDestination(headers, order.code, account.id);
      expect(response.statusCode).toBe(409);
      expect(body(response).code).toBe('ORDER_NOT_EDITABLE');
      expect(await rowOf(order.id)).toEqual(order);
    }
  });

  it('works with the session the modification link hands over, and records the link', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await observedOrderOf(user.id, ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const account = await addAccount(t, headers, '003');
    const observed = await staffAction(t, await t.authAs('admin'), order.id, 'observe', {
      note: 'Usa una cuenta a tu nombre.',
    });
    expect(observed.statusCode).toBe(200);
    const [link] = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
    const { headers: linkSession } = await proveLink(t, link!.code, user.email);

    const response = await changeDestination(linkSession, order.code, account.id);
    expect(response.statusCode).toBe(200);
    expect((await rowOf(order.id)).destination.bankCode).toBe('003');
    const [, changed] = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, order.id));
    expect(changed).toMatchObject({ actorId: user.id, linkId: link!.id });
  });
});
