import { ORDER_STATUS, type PartnerOrder, type RateBoard } from '@cambix/contract';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPartnerOrder,
  createdOrder,
  finalizeByLink,
  linkView,
  orderRequest,
  refusedFields,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { exchangeRates, orders, users } from '../../platform/db/schema/index.ts';

/** The middle rate is 3.75: S/ 18,750.00 are US$ 5,000.00, the declaración jurada's default threshold. */
const BOARD: RateBoard = {
  buy: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.7200' }],
  sell: [{ fromUsd: '50.00', toUsd: '30000.01', rate: '3.7800' }],
};

let t: TestApp;
let externo: { authorization: string };
let admin: { authorization: string };
let documents = 45000950;
beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  admin = await t.authAs('admin');
  await t.ctx.db.insert(exchangeRates).values({ source: 'manual', ...BOARD, publishedAt: t.clock.now() });
  // The board in force is cached (exchange/current-board.ts).
  await t.ctx.cache.forget('exchange:board');
});
afterAll(() => t.close());

const rowOf = async (code: string) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
};

async function placed(sendAmount: string, extra: Record<string, unknown> = {}): Promise<PartnerOrder> {
  documents += 1;
  const request = await orderRequest(t, { client: { documentNumber: String(documents) }, sendAmount });
  return createdOrder(t, externo, { ...request, ...extra });
}

const finalizeSigned = (code: string, declarationSignature?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/partner-link/${code}/finalize`,
    headers: APP_KEY_HEADER,
    payload: { operationNumber: '00112233', ...(declarationSignature ? { declarationSignature } : {}) },
  });

describe("a partner order's origen de fondos", () => {
  it('is required, with a word on the field, and `otro` says what it is', async () => {
    const { fundsOrigin: _left, ...without } = await orderRequest(t, {
      client: { documentNumber: '45000940' },
    });
    const missing = await createPartnerOrder(t, externo, without);
    expect(missing.statusCode).toBe(400);
    expect(refusedFields(missing)).toEqual({ fundsOrigin: 'Elige el origen de los fondos.' });

    const vague = await createPartnerOrder(
      t,
      externo,
      await orderRequest(t, { client: { documentNumber: '45000941' }, fundsOrigin: 'otro' }),
    );
    expect(vague.statusCode).toBe(400);
    expect(refusedFields(vague)).toEqual({
      fundsOriginDetail: 'Cuéntanos de dónde vienen los fondos del cliente.',
    });
    expect(await t.ctx.db.select().from(orders).where(eq(orders.channel, 'partner'))).toEqual([]);
  });

  it('is kept on the order as a customer’s is, its detail only with `otro`', async () => {
    const other = await placed('1500.00', { fundsOrigin: 'otro', fundsOriginDetail: 'Venta de mercadería' });
    expect(other).toMatchObject({
      fundsOrigin: 'otro',
      fundsOriginDetail: 'Venta de mercadería',
      declarationRequired: false,
      declarationSignedAt: null,
    });
    const salary = await placed('1500.00', { fundsOrigin: 'sueldo', fundsOriginDetail: 'Planilla' });
    expect(await rowOf(salary.code)).toMatchObject({ fundsOrigin: 'sueldo', fundsOriginDetail: null });
  });
});

describe("a partner order's declaración jurada, signed by the client on the link", () => {
  it('is not asked a céntimo below the threshold', async () => {
    // S/ 18,749.99 are US$ 4,999.99 (rounded down).
    const order = await placed('18749.99');
    expect(order.declarationRequired).toBe(false);
    expect(linkView(await viewLink(t, order.link.code)).order).toMatchObject({
      declarationRequired: false,
      declarationSigned: false,
    });
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    const finalized = await finalizeByLink(t, order.link.code);
    expect(finalized.statusCode, finalized.body).toBe(200);
    expect(await rowOf(order.code)).toMatchObject({
      declarationRequired: false,
      declarationSignature: null,
      declarationSignedAt: null,
    });
  });

  it('is asked at the threshold exactly, and finalizes only with the client’s own full name', async () => {
    const order = await placed('18750.00');
    expect(order).toMatchObject({ declarationRequired: true, declarationSignedAt: null });
    expect(linkView(await viewLink(t, order.link.code)).order).toMatchObject({
      declarationRequired: true,
      declarationSigned: false,
    });
    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);

    const unsigned = await finalizeSigned(order.link.code);
    expect(unsigned.statusCode).toBe(400);
    expect(body(unsigned).code).toBe('DECLARATION_REQUIRED');
    expect(refusedFields(unsigned).declarationSignature).toContain('declaración jurada');
    // The partner's name, or anyone else's, is not the client's signature.
    const misnamed = await finalizeSigned(order.link.code, 'Agente Rápido S.A.C.');
    expect(refusedFields(misnamed)).toEqual({
      declarationSignature: 'Firma con tu nombre completo, tal como figura en tu documento.',
    });
    expect(await rowOf(order.code)).toMatchObject({
      status: ORDER_STATUS.TEMPORAL,
      declarationSignature: null,
      declarationSignedAt: null,
    });

    const signed = await finalizeSigned(order.link.code, '  pedro GONZÁLES ruiz ');
    expect(signed.statusCode, signed.body).toBe(200);
    expect(linkView(signed).order).toMatchObject({ declarationRequired: true, declarationSigned: true });
    expect(await rowOf(order.code)).toMatchObject({
      status: ORDER_STATUS.PENDIENTE,
      fundsOrigin: 'ahorros',
      declarationRequired: true,
      declarationSignature: 'pedro GONZÁLES ruiz',
      declarationSignedAt: t.clock.now(),
    });
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/partner/orders?q=${order.code}`,
      headers: externo,
    });
    expect(body<{ items: PartnerOrder[] }>(seen).data.items[0]).toMatchObject({
      code: order.code,
      declarationRequired: true,
      declarationSignedAt: t.clock.now().toISOString(),
    });

    // Staff's Órdenes filter of the compliance register finds it as a customer's.
    const register = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?declaration=true&q=${order.code}`,
      headers: admin,
    });
    expect(body<{ items: { code: string }[] }>(register).data.items.map((item) => item.code)).toEqual([
      order.code,
    ]);
  });
});

describe("a partner's client's nationality (decision 165)", () => {
  it('is asked of a carné de extranjería or passport, from the ISO list; a DNI is Peruvian', async () => {
    for (const documentType of ['CE', 'PASAPORTE'] as const) {
      const missing = await createPartnerOrder(
        t,
        externo,
        await orderRequest(t, { client: { documentType, documentNumber: '001234571' } }),
      );
      expect(missing.statusCode).toBe(400);
      expect(refusedFields(missing)).toEqual({ 'client.nationality': 'Elige la nacionalidad del cliente.' });
    }
    const unknown = await createPartnerOrder(
      t,
      externo,
      await orderRequest(t, {
        client: { documentType: 'CE', documentNumber: '001234572', nationality: 'XX' },
      }),
    );
    expect(refusedFields(unknown)).toEqual({
      'client.nationality': 'Elige la nacionalidad del cliente de la lista.',
    });

    const foreign = await createdOrder(
      t,
      externo,
      await orderRequest(t, {
        client: { documentType: 'CE', documentNumber: '001234573', nationality: 'co' },
      }),
    );
    const peruvian = await createdOrder(
      t,
      externo,
      await orderRequest(t, { client: { documentNumber: '45000990', nationality: 'VE' } }),
    );
    // The same client again, now with their other nationality: the row follows the latest order.
    await createdOrder(
      t,
      externo,
      await orderRequest(t, {
        client: { documentType: 'CE', documentNumber: '001234573', nationality: 'VE' },
      }),
    );
    const clients = await t.ctx.db
      .select({ documentNumber: users.documentNumber, nationality: users.nationality })
      .from(users)
      .innerJoin(orders, eq(orders.userId, users.id))
      .where(inArray(orders.code, [foreign.code, peruvian.code]));
    expect(clients).toEqual(
      expect.arrayContaining([
        { documentNumber: '001234573', nationality: 'VE' },
        { documentNumber: '45000990', nationality: 'PE' },
      ]),
    );
  });
});
