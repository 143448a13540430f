import {
  ORDER_STATUS,
  type Order,
  type OwnModificationLink,
  type ResolvedLink,
  type Session,
} from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLinks } from '../../platform/db/schema/index.ts';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { multipart, photo } from '../../../test/support/multipart.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';

const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

type Headers = Record<string, string>;

async function signedIn(documentNumber: string): Promise<Headers> {
  const response = await t.login(documentNumber);
  return { authorization: `Bearer ${body<Session>(response).data.token}` };
}

const askLink = (orderCode: string, headers: Headers) =>
  t.app.inject({ method: 'POST', url: `/api/order/${orderCode}/modification-link`, headers });

const resolveModification = (code: string, headers: Headers) =>
  t.app.inject({ method: 'GET', url: `/api/order-modification-link/${code}`, headers });

async function observedOrder() {
  const customer = await insertCustomer(t.ctx);
  const order = await insertOrder(t.ctx, customer.id, {
    status: ORDER_STATUS.OBSERVADA,
    observedNote: 'La cuenta de destino no está a tu nombre.',
  });
  return { customer, order, headers: await signedIn(customer.documentNumber) };
}

describe('the owner fixing an observed order from the app', () => {
  it('gets a modification link that opens the order for them, and the same one when asking again', async () => {
    const { customer, order, headers } = await observedOrder();
    const first = await askLink(order.code, headers);
    expect(first.statusCode, first.body).toBe(200);
    const link = body<OwnModificationLink>(first).data;
    expect(link.code).not.toBe(order.code);
    expect(link.url).toBe(`${t.ctx.config.appUrl}/userDashboard/edit-orden/${link.code}`);
    expect(new Date(link.expiresAt).getTime()).toBe(t.clock.now().getTime() + 72 * HOUR_MS);

    const opened = await resolveModification(link.code, headers);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(body<ResolvedLink>(opened).data.order).toMatchObject({
      id: order.id,
      status: ORDER_STATUS.OBSERVADA,
      note: 'La cuenta de destino no está a tu nombre.',
      user: { id: customer.id },
    });

    expect(body<OwnModificationLink>(await askLink(order.code, headers)).data.code).toBe(link.code);
    const stored = await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ kind: 'modification', userId: customer.id, createdBy: customer.id });
  });

  it('reuses the link the observation mailed while it lives, and makes a new one once it expired', async () => {
    const { customer, order, headers } = await observedOrder();
    const admin = await t.authAs('admin');
    const mailed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order-links',
      headers: admin,
      payload: { userId: customer.id, kind: 'modification', orderId: order.id, validHours: 2 },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    const mailedCode = body<{ code: string }>(mailed).data.code;
    expect(body<OwnModificationLink>(await askLink(order.code, headers)).data.code).toBe(mailedCode);

    t.clock.advance(3 * HOUR_MS);
    const later = await signedIn(customer.documentNumber);
    const fresh = body<OwnModificationLink>(await askLink(order.code, later)).data;
    expect(fresh.code).not.toBe(mailedCode);
    expect((await resolveModification(fresh.code, later)).statusCode).toBe(200);
    expect(body(await resolveModification(mailedCode, later)).code).toBe('ORDER_LINK_EXPIRED');
  });

  it('never for another customer’s order: it is simply not found, and no link is made', async () => {
    const { order } = await observedOrder();
    const stranger = await insertCustomer(t.ctx);
    const response = await askLink(order.code, await signedIn(stranger.documentNumber));
    expect(response.statusCode).toBe(404);
    expect(body(response).code).toBe('ORDER_NOT_FOUND');
    expect(await t.ctx.db.select().from(orderLinks).where(eq(orderLinks.orderId, order.id))).toHaveLength(0);
  });

  it('refuses staff: only the customer asks for their own link', async () => {
    const { order } = await observedOrder();
    expect((await askLink(order.code, await t.authAs('admin'))).statusCode).toBe(403);
    expect((await askLink(order.code, {})).statusCode).toBe(401);
  });

  it('refuses an order that is no longer open to the customer, by its code', async () => {
    const customer = await insertCustomer(t.ctx);
    const headers = await signedIn(customer.documentNumber);
    for (const status of [
      ORDER_STATUS.PENDIENTE,
      ORDER_STATUS.PENDIENTE_DEVOLUCION,
      ORDER_STATUS.TERMINADA,
    ]) {
      const order = await insertOrder(t.ctx, customer.id, { status });
      const response = await askLink(order.code, headers);
      expect(response.statusCode, `status ${status}`).toBe(409);
      expect(body(response).code).toBe('ORDER_NOT_EDITABLE');
    }
    const gone = await insertOrder(t.ctx, customer.id, {
      expiresAt: new Date(t.clock.now().getTime() - HOUR_MS),
    });
    expect(body(await askLink(gone.code, headers)).code).toBe('ORDER_EXPIRED');

    const temporal = await insertOrder(t.ctx, customer.id);
    expect((await askLink(temporal.code, headers)).statusCode).toBe(200);
  });
});

describe('a dead modification link says why', () => {
  it('unknown, expired and used each carry their own code', async () => {
    const { customer, order, headers } = await observedOrder();
    const unknown = await resolveModification('ZZZZZZZZ', headers);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown)).toMatchObject({
      code: 'ORDER_LINK_NOT_FOUND',
      message: 'No se pudo obtener el link',
    });

    const { code } = body<OwnModificationLink>(await askLink(order.code, headers)).data;
    const form = multipart({ operationNumber: '445566' }, { name: 'voucher.jpg', data: await photo() });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/order-link/${code}/upload-voucher`,
      headers: { ...headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const finalized = await t.app.inject({
      method: 'POST',
      url: `/api/order-link/${code}/finalize`,
      headers,
      payload: {},
    });
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(body<Order>(finalized).data.status).toBe(ORDER_STATUS.PENDIENTE_DEVOLUCION);
    const used = await resolveModification(code, headers);
    expect(used.statusCode).toBe(409);
    expect(body(used).code).toBe('ORDER_LINK_USED');
    expect(body(await askLink(order.code, headers)).code).toBe('ORDER_NOT_EDITABLE');

    const other = await insertOrder(t.ctx, customer.id, { status: ORDER_STATUS.OBSERVADA });
    const live = body<OwnModificationLink>(await askLink(other.code, headers)).data;
    t.clock.advance(73 * HOUR_MS);
    const expired = await resolveModification(live.code, await signedIn(customer.documentNumber));
    expect(expired.statusCode).toBe(410);
    expect(body(expired).code).toBe('ORDER_LINK_EXPIRED');
  });
});
