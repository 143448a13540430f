import { FACTURA_BUYER_MESSAGES, type PartnerApiOrderPage, type PartnerOrder } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addKey,
  apiOrder,
  createByApi,
  getByApi,
  partnerWithKey,
  type Headers,
} from '../../../test/support/partner-api.ts';
import {
  createPartnerOrder,
  finalizeByLink,
  linkView,
  newKey,
  orderRequest,
  refusedFields,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { payout, staffAction } from '../../../test/support/pipeline.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { orders, receipts } from '../../platform/db/schema/index.ts';

// A partner's client may ask for a factura (decision 213): the customer's buyer and rule, on the screen's
// route, the API's and the sandbox's, kept on the order and issued at payout in the bank's F series.

const BUYER = { ruc: '20100047218', razonSocial: 'Importaciones Ñandú S.A.C.' };
/** The same RUC with another check digit: not one. */
const WRONG_DIGIT = '20100047219';

let t: TestApp;
let externo: Headers;
let admin: Headers;
let documents = 45700000;
const nextDocument = () => String((documents += 1));

beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  admin = await t.authAs('admin');
});
afterAll(() => t.close());

const rowOf = async (code: string) => {
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, code));
  return row!;
};

/** A screen request (the Externo's form) for a new client, with `factura` as given. */
const byScreen = async (factura: unknown) =>
  createPartnerOrder(t, externo, {
    ...(await orderRequest(t, { client: { documentNumber: nextDocument() } })),
    ...(factura !== undefined && { factura }),
  });

/** The same RUC, razón social and refusals, whatever the route: `field` names a refused field its way. */
const BOUNDARIES = [
  [
    'a wrong check digit',
    { ruc: WRONG_DIGIT, razonSocial: BUYER.razonSocial },
    'ruc',
    FACTURA_BUYER_MESSAGES.ruc,
  ],
  [
    'a razón social of 2 characters',
    { ruc: BUYER.ruc, razonSocial: ' Ñu ' },
    'razonSocial',
    FACTURA_BUYER_MESSAGES.razonSocial,
  ],
  ['the RUC alone', { ruc: BUYER.ruc }, 'razonSocial', FACTURA_BUYER_MESSAGES.razonSocial],
  ['the razón social alone', { razonSocial: BUYER.razonSocial }, 'ruc', FACTURA_BUYER_MESSAGES.ruc],
] as const;

describe('a factura on the Externo’s screen (POST /api/partner/orders)', () => {
  it('keeps a valid RUC and razón social, trimmed, on the order and answers them', async () => {
    const response = await byScreen({ ruc: ` ${BUYER.ruc} `, razonSocial: ` ${BUYER.razonSocial} ` });
    expect(response.statusCode, response.body).toBe(200);
    const order = body<PartnerOrder>(response).data;
    expect(order.factura).toEqual(BUYER);
    expect(await rowOf(order.code)).toMatchObject({
      facturaRuc: BUYER.ruc,
      facturaRazonSocial: BUYER.razonSocial,
    });
    // Three characters are enough for a razón social.
    const short = await byScreen({ ruc: BUYER.ruc, razonSocial: 'Ñuu' });
    expect(short.statusCode, short.body).toBe(200);
    expect(body<PartnerOrder>(short).data.factura).toEqual({ ruc: BUYER.ruc, razonSocial: 'Ñuu' });
  });

  it('answers factura null for an order that gets a boleta', async () => {
    const response = await byScreen(undefined);
    expect(response.statusCode, response.body).toBe(200);
    const order = body<PartnerOrder>(response).data;
    expect(order.factura).toBeNull();
    expect(await rowOf(order.code)).toMatchObject({ facturaRuc: null, facturaRazonSocial: null });
  });

  it.each(BOUNDARIES)(
    'refuses %s under its field, with the contract’s message',
    async (_, factura, field, message) => {
      const response = await byScreen(factura);
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toEqual({ [`factura.${field}`]: message });
    },
  );
});

describe('a factura through the partner API (POST /api/partner-api/v1/orders)', () => {
  let live: Headers;
  let test: Headers;
  beforeAll(async () => {
    const partner = await partnerWithKey(t);
    live = partner.headers;
    test = await addKey(t, partner.partnerId, 'test');
  });
  const create = async (headers: Headers, factura: unknown, idempotencyKey = newKey()) =>
    createByApi(
      t,
      { ...headers, 'idempotency-key': idempotencyKey },
      { ...(await apiOrder(t, nextDocument())), ...(factura !== undefined && { factura }) },
    );

  for (const [mode, headers] of [
    ['live', () => live],
    ['sandbox', () => test],
  ] as const) {
    it(`${mode}: keeps a valid buyer and answers it on create, read and list`, async () => {
      const response = await create(headers(), { ruc: ` ${BUYER.ruc}`, razonSocial: BUYER.razonSocial });
      expect(response.statusCode, response.body).toBe(200);
      const order = body<PartnerOrder>(response).data;
      expect(order.factura).toEqual(BUYER);
      expect(body<PartnerOrder>(await getByApi(t, headers(), order.code)).data.factura).toEqual(BUYER);
      const listed = await t.app.inject({
        method: 'GET',
        url: `/api/partner-api/v1/orders?documentNumber=${order.client.documentNumber}`,
        headers: headers(),
      });
      expect(body<PartnerApiOrderPage>(listed).data.items.map((item) => item.factura)).toEqual([BUYER]);
      const boleta = await create(headers(), undefined);
      expect(body<PartnerOrder>(boleta).data.factura).toBeNull();
    });

    it.each(BOUNDARIES)(`${mode}: refuses %s under its JSON pointer`, async (_, factura, field, message) => {
      const response = await create(headers(), factura);
      expect(response.statusCode).toBe(400);
      expect(refusedFields(response)).toEqual({ [`/factura/${field}`]: message });
    });

    it(`${mode}: refuses a replay whose factura changed, was added or was dropped`, async () => {
      const key = newKey();
      const request = { ...(await apiOrder(t, nextDocument())), factura: BUYER };
      const keyed = { ...headers(), 'idempotency-key': key };
      const first = await createByApi(t, keyed, request);
      expect(first.statusCode, first.body).toBe(200);
      const again = await createByApi(t, keyed, request);
      expect(body<PartnerOrder>(again).data).toEqual(body<PartnerOrder>(first).data);

      const { factura: _factura, ...withoutFactura } = request;
      for (const changed of [
        { ...request, factura: { ...BUYER, razonSocial: 'Importaciones Ñandú S.R.L.' } },
        { ...request, factura: { ...BUYER, ruc: '20131312955' } },
        withoutFactura,
      ]) {
        const refused = await createByApi(t, keyed, changed);
        expect(refused.statusCode).toBe(422);
        expect(body(refused).code).toBe('PARTNER_IDEMPOTENCY_KEY_REUSED');
      }
      // An order made as a boleta refuses its key with a factura added.
      const boletaKey = newKey();
      const boleta = await createByApi(t, { ...headers(), 'idempotency-key': boletaKey }, withoutFactura);
      expect(boleta.statusCode, boleta.body).toBe(200);
      const added = await createByApi(t, { ...headers(), 'idempotency-key': boletaKey }, request);
      expect(body(added).code).toBe('PARTNER_IDEMPOTENCY_KEY_REUSED');
    });
  }
});

describe('a partner order with a factura, paid out', () => {
  it('gets a factura in the payment bank’s F series, made out to the RUC, and its link says so', async () => {
    const { headers } = await partnerWithKey(t);
    const created = await createByApi(
      t,
      { ...headers, 'idempotency-key': newKey() },
      { ...(await apiOrder(t, nextDocument())), factura: BUYER },
    );
    expect(created.statusCode, created.body).toBe(200);
    const order = body<PartnerOrder>(created).data;
    expect(linkView(await viewLink(t, order.link.code)).order).toMatchObject({
      factura: BUYER,
      receipt: null,
    });

    expect((await uploadByLink(t, order.link.code)).statusCode).toBe(200);
    expect((await finalizeByLink(t, order.link.code)).statusCode).toBe(200);
    const row = await rowOf(order.code);
    expect((await staffAction(t, admin, row.id, 'approve', { operationNumber: 'OP-8213' })).statusCode).toBe(
      200,
    );
    const paidOut = await payout(t, admin, row.id);
    expect(paidOut.statusCode, paidOut.body).toBe(200);

    const [receipt] = await t.ctx.db.select().from(receipts).where(eq(receipts.orderId, row.id));
    expect(receipt).toMatchObject({
      kind: 'factura',
      serie: expect.stringMatching(/^F\d{3}$/),
      customerName: BUYER.razonSocial,
      documentType: 'RUC',
      documentNumber: BUYER.ruc,
    });
    const view = linkView(await viewLink(t, order.link.code)).order;
    expect(view.factura).toEqual(BUYER);
    expect(view.receipt).toMatch(/^F\d{3}-\d{8}$/);
    expect(view.receipt?.startsWith(`${receipt!.serie}-`)).toBe(true);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/partner-link/${order.link.code}/boleta`,
      headers: APP_KEY_HEADER,
    });
    expect(pdf.headers['content-disposition']).toContain(`factura-${view.receipt}.pdf`);
  });
});
