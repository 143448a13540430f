import {
  ORDER_STATUS,
  type PartnerApiQuote,
  type PartnerOrder,
  type PartnerOrderRequest,
} from '@cambix/contract';
import { partnerApiQuote } from '@cambix/contract/schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOrder, createByApi, partnerWithKey, type Headers } from '../../../test/support/partner-api.ts';
import {
  finalizeByLink,
  newKey,
  setPartner,
  uploadByLink,
  viewLink,
} from '../../../test/support/partner-orders.ts';
import { signedInExterno } from '../../../test/support/partner-rows.ts';
import { flatBoard, publishBoard } from '../../../test/support/divisas.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import {
  addEndpoint,
  startWebhookReceiver,
  verifyPost,
  type WebhookReceiver,
} from '../../../test/support/webhook-receiver.ts';
import { auditLog, orderHistory, orders } from '../../platform/db/schema/index.ts';
import { quoteApiOrder } from '../partners-orders/index.ts';

// docs/rules/partners.md#partner-api: a quote is what creating the order would price, and a partner may drop
// a TEMPORAL order its client has not finalized.

let t: TestApp;
let receiver: WebhookReceiver;
let documents = 45300000;

/** The board a dollar order is priced on: 3.70 buying up to 1 000 dollars, 3.80 selling. */
const BOARD = flatBoard('3.7000', '3.8000');

beforeAll(async () => {
  t = await buildTestApp();
  receiver = await startWebhookReceiver();
  await publishBoard(t, BOARD);
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

/** A new partner's order request by API: the web form's without the partner or the key. */
/** A new client's order request by API. */
async function apiRequest(overrides: Omit<Partial<PartnerOrderRequest>, 'client'> = {}) {
  documents += 1;
  return apiOrder(t, String(documents), overrides);
}

const quoteByApi = (headers: Headers, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/partner-api/v1/quotes', headers, payload });
const cancelByApi = (headers: Headers, code: string) =>
  t.app.inject({ method: 'POST', url: `/api/partner-api/v1/orders/${code}/cancel`, headers });

async function created(headers: Headers, request: object): Promise<PartnerOrder> {
  const response = await createByApi(t, { ...headers, 'idempotency-key': newKey() }, request);
  expect(response.statusCode, response.body).toBe(200);
  return body<PartnerOrder>(response).data;
}

/** What a quote answers of an order: its price fields (the contract's schema keeps only those). */
const priceOf = (order: PartnerOrder): PartnerApiQuote => partnerApiQuote.parse(order);

describe('the partner API quote', () => {
  it('prices a cambio de saldo as creating the order then does, with the partner’s commission', async () => {
    const { partnerId, headers } = await partnerWithKey(t);
    await setPartner(t, partnerId, { commissionPercent: '1.50' });
    const request = await apiRequest({ sendAmount: '2000.00' });
    const quoted = await quoteByApi(headers, {
      paymentBankId: request.paymentBankId,
      sendAmount: request.sendAmount,
      destinationBankId: request.destination.bankId,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = body<PartnerApiQuote>(quoted).data;
    expect(quote).toEqual(priceOf(await created(headers, request)));
    expect(quote).toMatchObject({ kind: 'saldo', sendAmount: '2000.00', finalFee: '30.00', exchange: null });

    // Another partner's commission is its own.
    const other = await partnerWithKey(t);
    await setPartner(t, other.partnerId, { commissionPercent: '2.00' });
    const theirs = await quoteByApi(other.headers, {
      paymentBankId: request.paymentBankId,
      sendAmount: '2000.00',
    });
    expect(body<PartnerApiQuote>(theirs).data.finalFee).toBe('40.00');
  });

  it('prices a dollar order on the board with the lock creating it would give', async () => {
    const { headers } = await partnerWithKey(t);
    for (const [direction, rate] of [
      ['compra', '3.7000'],
      ['venta', '3.8000'],
    ] as const) {
      const request = await apiRequest({ kind: 'divisas', direction, sendAmount: '500.00' });
      const quoted = await quoteByApi(headers, {
        kind: 'divisas',
        direction,
        paymentBankId: request.paymentBankId,
        sendAmount: '500.00',
      });
      expect(quoted.statusCode, quoted.body).toBe(200);
      const quote = body<PartnerApiQuote>(quoted).data;
      expect(quote.exchange).toMatchObject({ direction, rate });
      // The lock runs from now: the order created at this instant gets the same.
      expect(Date.parse(quote.exchange!.lockedUntil!)).toBeGreaterThan(t.clock.now().getTime());
      // A venta pays dollars into a dollar account, which the quote never asks for: compra is created.
      if (direction !== 'compra') continue;
      const order = await created(headers, request);
      expect(quote).toEqual(priceOf(order));
      const [row] = await t.ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.code, order.code));
      const [audit] = await t.ctx.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'order.create'), eq(auditLog.targetId, String(row!.id))));
      expect(audit?.after).toMatchObject({ exchange: { rate }, rateId: quote.exchange!.rateId });
    }
  });

  it('refuses a partner deactivated after its key was let through', async () => {
    const { partnerId } = await partnerWithKey(t);
    const request = await apiRequest();
    await setPartner(t, partnerId, { active: false });
    await expect(
      quoteApiOrder(t.ctx, partnerId, {
        kind: 'saldo',
        paymentBankId: request.paymentBankId,
        sendAmount: '100.00',
      }),
    ).rejects.toMatchObject({ code: 'PARTNER_INACTIVE' });
    await expect(
      quoteApiOrder(t.ctx, 999_999, {
        kind: 'saldo',
        paymentBankId: request.paymentBankId,
        sendAmount: '100.00',
      }),
    ).rejects.toMatchObject({ code: 'PARTNER_INACTIVE' });
  });

  it('refuses what creating refuses, field by field, and keeps nothing', async () => {
    const { headers } = await partnerWithKey(t);
    const request = await apiRequest();
    const before = await t.ctx.db.$count(orders);
    const saldoWithDirection = await quoteByApi(headers, {
      paymentBankId: request.paymentBankId,
      sendAmount: '100.00',
      direction: 'compra',
    });
    expect(saldoWithDirection.statusCode).toBe(400);
    expect(body(saldoWithDirection).data).toMatchObject({ fields: { '/direction': expect.any(String) } });
    const unknownBank = await quoteByApi(headers, { paymentBankId: 999_999, sendAmount: '100.00' });
    expect(unknownBank.statusCode).toBe(400);
    expect(body(unknownBank).data).toMatchObject({ fields: { '/paymentBankId': expect.any(String) } });
    const noKey = await quoteByApi({}, { paymentBankId: request.paymentBankId, sendAmount: '100.00' });
    expect(noKey.statusCode).toBe(401);
    expect(await t.ctx.db.$count(orders)).toBe(before);
  });
});

describe('the partner API cancel', () => {
  it('drops a TEMPORAL order: its link stops, order.cancelled is signed and sent, the audit names the key', async () => {
    const { partnerId, headers } = await partnerWithKey(t);
    const endpoint = await addEndpoint(
      t,
      (await signedInExterno(t, partnerId)).headers,
      `${receiver.url}?cancel=${partnerId}`,
      ['order.cancelled'],
    );
    const order = await created(headers, await apiRequest());
    const before = receiver.received.length;

    const cancelled = await cancelByApi(headers, order.code.toLowerCase());
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const answer = body<PartnerOrder>(cancelled).data;
    expect(answer).toMatchObject({ code: order.code, status: ORDER_STATUS.TEMPORAL });
    expect(answer.link.state).toBe('vencida');
    expect(body<{ state: string }>(await viewLink(t, order.link.code)).data.state).toBe('vencida');
    expect((await uploadByLink(t, order.link.code)).statusCode).not.toBe(200);

    const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, order.code));
    expect(row?.expiredAt).toEqual(t.clock.now());
    const history = await t.ctx.db.select().from(orderHistory).where(eq(orderHistory.orderId, row!.id));
    expect(history.at(-1)).toMatchObject({ note: 'Cancelada por el socio.', actorId: null });
    const [audit] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'order.cancel-by-partner'), eq(auditLog.targetId, String(row!.id))));
    expect(audit?.after).toMatchObject({ partnerId, keyId: expect.any(Number) });

    await t.drain();
    const [post] = receiver.received.slice(before);
    expect(verifyPost(endpoint.secret, post!, t.clock.now())).toMatchObject({
      type: 'order.cancelled',
      data: {
        previousStatus: { code: 0, name: 'Por completar' },
        status: { code: 0, name: 'Cancelada' },
        order: { code: order.code, link: { state: 'vencida' } },
      },
    });
  });

  it('refuses another partner’s order, a finalized one and one already closed', async () => {
    const mine = await partnerWithKey(t);
    const theirs = await partnerWithKey(t);
    const order = await created(mine.headers, await apiRequest());

    const foreign = await cancelByApi(theirs.headers, order.code);
    expect(foreign.statusCode).toBe(404);
    expect(body(foreign).code).toBe('ORDER_NOT_FOUND');
    expect((await cancelByApi(mine.headers, 'ZZZZZZZZ')).statusCode).toBe(404);

    expect((await cancelByApi(mine.headers, order.code)).statusCode).toBe(200);
    const again = await cancelByApi(mine.headers, order.code);
    expect(body(again).code).toBe('ORDER_EXPIRED');

    const finalized = await created(mine.headers, await apiRequest());
    expect((await uploadByLink(t, finalized.link.code)).statusCode).toBe(200);
    expect((await finalizeByLink(t, finalized.link.code)).statusCode).toBe(200);
    const late = await cancelByApi(mine.headers, finalized.code);
    expect(late.statusCode).toBe(409);
    expect(body(late).code).toBe('ORDER_NOT_EDITABLE');
  });
});
