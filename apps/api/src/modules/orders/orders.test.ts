import crypto from 'node:crypto';
import { ORDER_STATUS, type Order, type OrdersPage, type Quote } from '@cambix/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import {
  addAccount,
  bankByCode,
  createOrder,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { recordEvents } from '../../../test/support/events.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orderHistory, orders, settings } from '../../platform/db/schema/index.ts';
import type { DomainEvent } from '../../platform/events.ts';
import { forgetSettings } from '../settings/index.ts';

let t: TestApp;
let bcpId: number;
let events: DomainEvent[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  bcpId = (await bankByCode(t, '002')).id;
  events = recordEvents(t);
});
afterAll(() => t.close());

const quote = (payload: Record<string, unknown>, headers: Record<string, string> = APP_KEY_HEADER) =>
  t.app.inject({ method: 'POST', url: '/api/order/quote', headers, payload });

describe('POST /api/order/quote', () => {
  it('holds the minimum, the flat fee, the commission and the maximum at their boundaries', async () => {
    const at = async (sendAmount: string) => quote({ bankId: bcpId, sendAmount });
    expect(body(await at('109.99'))).toMatchObject({
      success: false,
      code: 'QUOTE_BELOW_MIN',
      message: 'El monto mínimo por orden es S/ 110.00.',
      data: { limit: '110.00', fields: { sendAmount: 'El monto mínimo por orden es S/ 110.00.' } },
    });
    expect(body<Quote>(await at('110')).data).toMatchObject({ fee: '10.00', receiveAmount: '100.00' });
    expect(body<Quote>(await at('999.99')).data).toMatchObject({ isFlatFee: true, fee: '10.00' });
    expect(body<Quote>(await at('1000')).data).toMatchObject({
      isFlatFee: false,
      commissionPercent: '4.50',
      fee: '45.00',
      interbankFee: '0.00',
      discountSource: null,
      receiveAmount: '955.00',
    });
    expect(body<Quote>(await at('50000')).data).toMatchObject({ fee: '2250.00' });
    const above = await at('50000.01');
    expect(above.statusCode).toBe(400);
    expect(body(above)).toMatchObject({ code: 'QUOTE_ABOVE_MAX', data: { limit: '50000.00' } });
  });

  it("holds the payment bank's own maximum", async () => {
    const nacion = await bankByCode(t, '018');
    expect((await quote({ bankId: nacion.id, sendAmount: '10000' })).statusCode).toBe(200);
    expect(body(await quote({ bankId: nacion.id, sendAmount: '10000.01' }))).toMatchObject({
      code: 'QUOTE_ABOVE_BANK_MAX',
      data: { limit: '10000.00' },
    });
  });

  it("quotes a signed-in customer's own commission, and the interbank fee for another bank", async () => {
    const { user, headers } = await operativeCustomer(t, { commissionPercent: '3.50' });
    const interbank = await addAccount(t, headers, '003');
    expect(body<Quote>(await quote({ bankId: bcpId, sendAmount: '1000' }, headers)).data).toMatchObject({
      commissionPercent: '3.50',
      fee: '35.00',
    });

    await t.ctx.db
      .update(settings)
      .set({ value: { ...(await feesRow()), interbankFee: '7.50' } })
      .where(eq(settings.key, 'fees'));
    await forgetSettings(t.ctx, 'fees');
    try {
      const other = await quote(
        { bankId: bcpId, sendAmount: '1000', destinationAccountId: interbank.id },
        headers,
      );
      expect(body<Quote>(other).data).toMatchObject({
        fee: '35.00',
        interbankFee: '7.50',
        receiveAmount: '957.50',
      });
      const same = await quote(
        { bankId: (await bankByCode(t, '003')).id, sendAmount: '1000', destinationAccountId: interbank.id },
        headers,
      );
      expect(body<Quote>(same).data).toMatchObject({ interbankFee: '0.00', receiveAmount: '965.00' });
    } finally {
      await t.ctx.db
        .update(settings)
        .set({ value: { ...(await feesRow()), interbankFee: '0.00' } })
        .where(eq(settings.key, 'fees'));
      await forgetSettings(t.ctx, 'fees');
    }
    expect(user.id).toBeGreaterThan(0);
  });
});

async function feesRow() {
  const [row] = await t.ctx.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'fees'));
  return row!.value as Record<string, unknown>;
}

describe('POST /api/order/new-order', () => {
  it('creates a TEMPORAL order with the server quote, the collection account and a snapshot of the destination', async () => {
    const { user, headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    const response = await newOrder(t, headers, {
      bankId: bcpId,
      receiveAmount: '990',
      destinationAccountId: account.id,
    });
    expect(response.statusCode).toBe(200);
    const order = body<Order>(response).data;
    expect(order).toMatchObject({
      status: ORDER_STATUS.TEMPORAL,
      channel: 'web',
      sendAmount: '1036.65',
      finalFee: '46.65',
      receiveAmount: '990.00',
      collectionAccount: { bank: { code: '002' }, currency: 'PEN' },
      destination: { bankCode: '002', accountNumber: account.accountNumber, currency: 'PEN' },
      voucher: null,
      history: [{ fromStatus: null, toStatus: 0 }],
    });
    expect(order.code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Date(order.expiresAt!).getTime() - t.ctx.now().getTime()).toBe(24 * 60 * 60 * 1000);
    await waitFor(() => events.some((event) => event.type === 'order.created' && event.orderId === order.id));
    expect(user.id).toBe(
      events.find((event) => event.type === 'order.created' && event.orderId === order.id)?.userId,
    );
  });

  it('keeps the RUC and razón social of a customer who asks for a factura, and refuses a RUC that is not one', async () => {
    const { headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    const order = (factura: unknown) =>
      newOrder(t, headers, { bankId: bcpId, sendAmount: '500', destinationAccountId: account.id, factura });

    // The check digit decides: 20100047218 is a RUC, 20100047219 is not.
    const refused = await order({ ruc: '20100047219', razonSocial: 'Importaciones Ñandú S.A.C.' });
    expect(refused.statusCode).toBe(400);
    expect(body(refused).data).toMatchObject({
      fields: {
        'factura.ruc':
          'El RUC no es válido: son 11 dígitos, empieza con 10, 15, 16, 17 o 20 y el último es de control.',
      },
    });
    expect(body(await order({ ruc: '20100047218', razonSocial: ' x ' })).data).toMatchObject({
      fields: { 'factura.razonSocial': 'Escribe la razón social como figura en SUNAT.' },
    });

    const taken = await order({ ruc: ' 20100047218 ', razonSocial: ' Importaciones Ñandú S.A.C. ' });
    expect(taken.statusCode).toBe(200);
    expect(body<Order>(taken).data.factura).toEqual({
      ruc: '20100047218',
      razonSocial: 'Importaciones Ñandú S.A.C.',
    });
    const boleta = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '500',
      destinationAccountId: account.id,
    });
    expect(body<Order>(boleta).data.factura).toBeNull();
  });

  it('creates one order for a double submit of the same key', async () => {
    const { user, headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    const payload = {
      idempotencyKey: crypto.randomUUID(),
      bankId: bcpId,
      sendAmount: '700',
      destinationAccountId: account.id,
    };
    const [first, second] = await Promise.all([newOrder(t, headers, payload), newOrder(t, headers, payload)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body<Order>(first).data.id).toBe(body<Order>(second).data.id);
    const again = await newOrder(t, headers, payload);
    expect(body<Order>(again).data.id).toBe(body<Order>(first).data.id);
    const [rows] = await t.ctx.db.select({ total: count() }).from(orders).where(eq(orders.userId, user.id));
    expect(rows?.total).toBe(1);
  });

  it('keeps one TEMPORAL order per customer: a new one replaces the open one', async () => {
    const { headers } = await operativeCustomer(t);
    const first = await createOrder(t, headers, '300');
    const second = await createOrder(t, headers, '400');
    const active = body<Order | null>(
      await t.app.inject({ method: 'GET', url: '/api/order/active', headers }),
    ).data;
    expect(active?.id).toBe(second.id);
    const page = body<OrdersPage>(
      await t.app.inject({ method: 'GET', url: '/api/listOrders', headers }),
    ).data;
    expect(page.items.map((item) => item.id)).toEqual([second.id]);
    expect(first.id).not.toBe(second.id);
    // Staff still see the first one, kept and marked with why it ended.
    const replaced = body<Order>(
      await t.app.inject({
        method: 'GET',
        url: `/api/order/${first.code}`,
        headers: await t.authAs('admin'),
      }),
    ).data;
    expect(replaced.history.at(-1)).toMatchObject({ toStatus: 0, note: 'Reemplazada por una orden nueva.' });
  });

  it('refuses a customer who may not operate yet', async () => {
    const user = await insertCustomer(t.ctx, { kycStep: 2, accountStatus: 'REGISTRADO' });
    const login = await t.login(user.documentNumber);
    const headers = { authorization: `Bearer ${body<{ token: string }>(login).data.token}` };
    const response = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '500',
      destinationAccountId: 1,
    });
    expect(response.statusCode).toBe(403);
    expect(body(response).code).toBe('ACCOUNT_NOT_OPERATIVE');
  });

  it('refuses a payment bank where Cambix does not collect, and another bank without CCI', async () => {
    const { headers } = await operativeCustomer(t);
    const account = await addAccount(t, headers, '002');
    const banbif = await bankByCode(t, '038');
    const noCollection = await newOrder(t, headers, {
      bankId: banbif.id,
      sendAmount: '500',
      destinationAccountId: account.id,
    });
    expect(body(noCollection)).toMatchObject({
      code: 'BANK_NO_COLLECTION_ACCOUNT',
      data: { fields: { bankId: expect.any(String) } },
    });

    const interbank = await bankByCode(t, '003');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/user/createUpdateBank',
      headers,
      payload: {
        bankId: interbank.id,
        accountTypeId: interbank.accountTypes[0]!.id,
        currency: 'PEN',
        accountNumber: '2003009876543',
        alias: null,
        isProvincia: false,
        holderDeclaration: true,
      },
    });
    const withoutCci = body<{ id: number }>(saved).data;
    const refused = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '500',
      destinationAccountId: withoutCci.id,
    });
    expect(body(refused)).toMatchObject({ code: 'DESTINATION_CCI_REQUIRED' });
  });

  it("refuses another customer's account as the destination", async () => {
    const { headers: ana } = await operativeCustomer(t);
    const { headers: beto } = await operativeCustomer(t);
    const betos = await addAccount(t, beto, '002');
    const response = await newOrder(t, ana, {
      bankId: bcpId,
      sendAmount: '500',
      destinationAccountId: betos.id,
    });
    expect(body(response)).toMatchObject({ code: 'DESTINATION_ACCOUNT_INVALID' });
  });
});

describe('monthly limit', () => {
  it('takes an order up to the exact limit and refuses a céntimo more, saying how much is still available', async () => {
    const { user, headers } = await operativeCustomer(t, { accountStatus: 'POR_VALIDAR' });
    const admin = await t.authAs('admin');
    const adjusted = await t.app.inject({
      method: 'POST',
      url: '/api/updateUsedAmount',
      headers: admin,
      payload: { id: user.id, amount: '4800', reason: 'Operación fuera del sistema' },
    });
    expect(body(adjusted).data).toMatchObject({ used: '4800.00', month: '2026-11' });

    const account = await addAccount(t, headers, '002');
    const over = await newOrder(t, headers, {
      bankId: bcpId,
      sendAmount: '200.01',
      destinationAccountId: account.id,
    });
    expect(over.statusCode).toBe(409);
    expect(body(over)).toMatchObject({
      code: 'LIMIT_EXCEEDED',
      message: 'Esta orden supera tu límite mensual. Este mes aún puedes enviar hasta S/ 200.00.',
      data: { available: '200.00', limit: '5000.00', used: '4800.00' },
    });
    // At the boundary, both sides: a céntimo below and the exact amount left are taken.
    for (const sendAmount of ['199.99', '200.00']) {
      const taken = await newOrder(t, headers, {
        bankId: bcpId,
        sendAmount,
        destinationAccountId: account.id,
      });
      expect(taken.statusCode, sendAmount).toBe(200);
    }

    const limit = await t.app.inject({ method: 'GET', url: `/api/getLimitAmount/${user.id}`, headers });
    expect(body(limit).data).toEqual({
      limit: '5000.00',
      used: '4800.00',
      available: '200.00',
      tier: 'POR_VALIDAR',
      month: '2026-11',
    });
  });

  it('counts finalized orders of this Lima month toward the usage', async () => {
    const { user, headers } = await operativeCustomer(t);
    const order = await createOrder(t, headers, '1500');
    await uploadVoucher(t, headers, order.id);
    await finalize(t, headers, order.id);
    const usedAt = async (instant: string) => {
      t.clock.set(instant);
      const login = await t.login(user.documentNumber);
      const fresh = { authorization: `Bearer ${body<{ token: string }>(login).data.token}` };
      return body(await t.app.inject({ method: 'GET', url: `/api/getUsedAmount/${user.id}`, headers: fresh }))
        .data;
    };
    try {
      expect(await usedAt('2026-11-21T15:00:00Z')).toEqual({ used: '1500.00', month: '2026-11' });
      expect(await usedAt('2026-12-01T04:59:59Z')).toEqual({ used: '1500.00', month: '2026-11' });
      expect(await usedAt('2026-12-01T05:00:00Z')).toEqual({ used: '0.00', month: '2026-12' });
    } finally {
      t.clock.set('2026-11-21T15:00:00Z');
    }
  });

  it('shows usage and limit to their owner and staff only', async () => {
    const { user } = await operativeCustomer(t);
    const { headers: other } = await operativeCustomer(t);
    for (const path of ['getUsedAmount', 'getLimitAmount']) {
      const refused = await t.app.inject({ method: 'GET', url: `/api/${path}/${user.id}`, headers: other });
      expect(refused.statusCode).toBe(403);
      expect(body(refused).code).toBe('FORBIDDEN_OWNER');
      const staff = await t.app.inject({
        method: 'GET',
        url: `/api/${path}/${user.id}`,
        headers: await t.authAs('admin'),
      });
      expect(staff.statusCode).toBe(200);
    }
  });

  it('never lets updateUsedAmount lower a usage; a customer changes nothing', async () => {
    const { user, headers } = await operativeCustomer(t);
    const admin = await t.authAs('admin');
    const update = (h: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/updateUsedAmount', headers: h, payload });

    expect(body(await update(admin, { id: user.id, amount: '1000' })).data).toMatchObject({
      used: '1000.00',
    });
    const lower = await update(admin, { id: user.id, amount: '-500' });
    expect(lower.statusCode).toBe(400);
    expect(body(lower).data).toMatchObject({
      fields: { amount: expect.stringContaining('solo puede aumentar') },
    });
    expect(body(await update(headers, { id: user.id, amount: '-1000' })).data).toMatchObject({
      used: '1000.00',
    });
    expect(body(await update(headers, { id: user.id, amount: '5000' })).data).toMatchObject({
      used: '1000.00',
    });
    const { user: other } = await operativeCustomer(t);
    expect((await update(headers, { id: other.id, amount: '5' })).statusCode).toBe(403);
    // The demo Colaborador only views Clientes: adjusting a usage needs its edit right.
    const viewer = await update(await t.authAs('colaborador'), { id: user.id, amount: '5' });
    expect(body(viewer).code).toBe('FORBIDDEN_MODULE');
  });
});

describe('voucher and finalize', () => {
  it('refuses to finalize without a voucher, then finalizes into PENDIENTE', async () => {
    const { headers } = await operativeCustomer(t);
    const order = await createOrder(t, headers);
    const early = await finalize(t, headers, order.id);
    expect(early.statusCode).toBe(400);
    expect(body(early)).toMatchObject({ success: false, code: 'ORDER_VOUCHER_REQUIRED' });

    const uploaded = await uploadVoucher(t, headers, order.id, { operationNumber: '00123456' });
    expect(uploaded.statusCode).toBe(200);
    expect(body<Order>(uploaded).data).toMatchObject({
      voucher: { kind: 'voucher', mimeType: 'image/jpeg' },
      customerOperationNumber: '00123456',
    });
    const second = await uploadVoucher(t, headers, order.id);
    expect(body<Order>(second).data.customerOperationNumber).toBe('00123456');

    const done = await finalize(t, headers, order.id);
    expect(done.statusCode).toBe(200);
    expect(body<Order>(done).data).toMatchObject({
      status: ORDER_STATUS.PENDIENTE,
      expiresAt: null,
      finalizedAt: expect.any(String),
      history: [
        { fromStatus: null, toStatus: 0 },
        { fromStatus: 0, toStatus: 1 },
      ],
    });
    await waitFor(() =>
      events.some((event) => event.type === 'order.finalized' && event.orderId === order.id),
    );
    const late = await uploadVoucher(t, headers, order.id);
    expect(body(late).code).toBe('ORDER_NOT_EDITABLE');
  });

  it('gives two concurrent finalizes one transition and one clear error', async () => {
    const { headers } = await operativeCustomer(t);
    const order = await createOrder(t, headers);
    await uploadVoucher(t, headers, order.id);
    const results = await Promise.all([finalize(t, headers, order.id), finalize(t, headers, order.id)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
    expect(results.map((result) => body(result).code).filter(Boolean)).toEqual(['ORDER_STATUS_CHANGED']);
    const moves = await t.ctx.db
      .select({ total: count() })
      .from(orderHistory)
      .where(and(eq(orderHistory.orderId, order.id), eq(orderHistory.toStatus, ORDER_STATUS.PENDIENTE)));
    expect(moves[0]?.total).toBe(1);
  });

  it('refuses a PDF-less junk file and an order at its expiry instant, and keeps the order as it was', async () => {
    const { headers } = await operativeCustomer(t);
    const order = await createOrder(t, headers);
    const junk = await t.app.inject({
      method: 'POST',
      url: `/api/sendImageOrder/${order.id}`,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="image"; filename="a.txt"\r\n\r\nhola\r\n--x--\r\n',
    });
    expect(body(junk).code).toBe('UPLOAD_TYPE_NOT_ALLOWED_PDF');
    // Its 24 hours end a millisecond from now, then now (the session's 6 would be over too, so the order
    // moves rather than the clock): at its exact instant it has expired.
    const active = async () =>
      body<Order | null>(await t.app.inject({ method: 'GET', url: '/api/order/active', headers })).data;
    await t.ctx.db
      .update(orders)
      .set({ expiresAt: new Date(t.ctx.now().getTime() + 1) })
      .where(eq(orders.id, order.id));
    expect((await active())?.id).toBe(order.id);
    await t.ctx.db.update(orders).set({ expiresAt: t.ctx.now() }).where(eq(orders.id, order.id));
    expect(body(await uploadVoucher(t, headers, order.id)).code).toBe('ORDER_EXPIRED');
    expect(body(await finalize(t, headers, order.id)).code).toBe('ORDER_EXPIRED');
    expect(await active()).toBeNull();
    const page = body<OrdersPage>(
      await t.app.inject({ method: 'GET', url: '/api/listOrders', headers }),
    ).data;
    expect(page.total).toBe(0);
  });
});

describe("another customer's order", () => {
  it('is refused on every order endpoint', async () => {
    const { headers: owner } = await operativeCustomer(t);
    const { headers: other } = await operativeCustomer(t);
    const order = await createOrder(t, owner);

    const byCode = await t.app.inject({ method: 'GET', url: `/api/order/${order.code}`, headers: other });
    expect(byCode.statusCode).toBe(404);
    expect(body(byCode).code).toBe('ORDER_NOT_FOUND');
    const voucher = await uploadVoucher(t, other, order.id);
    expect(voucher.statusCode).toBe(404);
    expect(body(voucher).code).toBe('ORDER_NOT_FOUND');
    const saved = await finalize(t, other, order.id);
    expect(saved.statusCode).toBe(404);
    expect(body(saved).code).toBe('ORDER_NOT_FOUND');
    expect(
      body(await t.app.inject({ method: 'GET', url: '/api/order/active', headers: other })).data,
    ).toBeNull();
    const page = body<OrdersPage>(
      await t.app.inject({ method: 'GET', url: '/api/listOrders', headers: other }),
    ).data;
    expect(page.items).toEqual([]);

    const own = await t.app.inject({ method: 'GET', url: `/api/order/${order.code}`, headers: owner });
    expect(body<Order>(own).data.id).toBe(order.id);
    const staff = await t.app.inject({
      method: 'GET',
      url: `/api/order/${order.code}`,
      headers: await t.authAs('admin'),
    });
    expect(staff.statusCode).toBe(200);
  });
});

describe('GET /api/listOrders', () => {
  it('lists the caller’s orders newest first, filtered and paginated', async () => {
    const { headers } = await operativeCustomer(t);
    const first = await createOrder(t, headers, '300');
    await uploadVoucher(t, headers, first.id);
    await finalize(t, headers, first.id);
    t.clock.advance(60_000);
    const second = await createOrder(t, headers, '2000');
    await uploadVoucher(t, headers, second.id);
    await finalize(t, headers, second.id);
    t.clock.set('2026-11-21T15:00:00Z');

    const list = async (query: string) =>
      body<OrdersPage>(await t.app.inject({ method: 'GET', url: `/api/listOrders?${query}`, headers })).data;
    expect((await list('')).items.map((item) => item.id)).toEqual([second.id, first.id]);
    expect(await list('size=1&page=2')).toMatchObject({
      total: 2,
      page: 2,
      size: 1,
      items: [{ id: first.id }],
    });
    expect((await list('minAmount=1000')).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list(`code=${first.code.slice(0, 5)}`)).items.map((item) => item.id)).toEqual([first.id]);
    expect((await list('status=1&from=2026-11-21&to=2026-11-21')).total).toBe(2);
    expect((await list('from=2026-11-22')).total).toBe(0);
  });
});

describe('bank accounts held by orders', () => {
  it('cannot delete an account an open order pays out to', async () => {
    const { headers } = await operativeCustomer(t);
    const order = await createOrder(t, headers);
    const removed = await t.app.inject({
      method: 'GET',
      url: `/api/deleteBankUser/${order.destination ? await accountIdOf(order.id) : 0}`,
      headers,
    });
    expect(removed.statusCode).toBe(409);
    expect(body(removed).code).toBe('BANK_ACCOUNT_IN_USE');
  });
});

async function accountIdOf(orderId: number): Promise<number> {
  const [row] = await t.ctx.db
    .select({ id: orders.destinationAccountId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row!.id;
}

async function waitFor(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 50 && !check(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}
