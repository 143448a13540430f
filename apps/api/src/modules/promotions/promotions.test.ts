import { ORDER_STATUS, type Order, type Quote, type Session } from '@cambix/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/support/admin-orders.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import {
  addAccount,
  bankByCode,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { APP_KEY_HEADER, body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { checkPromo } from './check-promo.ts';
import {
  promoCodeCustomers,
  promoCodes,
  promoCodeUses,
  referralCodes,
} from '../../platform/db/schema/index.ts';

let t: TestApp;
let bcp: { id: number; shortName: string };
let interbankId: number;
const START = '2026-11-21T15:00:00Z';
beforeAll(async () => {
  t = await buildTestApp();
  bcp = await bankByCode(t, '002');
  interbankId = (await bankByCode(t, '003')).id;
});
afterEach(() => t.clock.set(START));
afterAll(() => t.close());

let sequence = 0;
async function insertPromo(overrides: Partial<typeof promoCodes.$inferInsert> = {}) {
  sequence += 1;
  const [promo] = await t.ctx.db
    .insert(promoCodes)
    .values({
      code: `CUPON${sequence}`,
      discountKind: 'percent',
      discountValue: '20.00',
      usesPerCustomer: 1,
      ...overrides,
    })
    .returning();
  return promo!;
}

type Headers = Record<string, string>;
let checks = 0;
const check = (headers: Headers, code: string, sendAmount = '1500', bankId?: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/promocode',
    headers,
    // Each check from its own address: the route limits guesses per address.
    remoteAddress: `10.16.${Math.floor(++checks / 250)}.${checks % 250}`,
    payload: { code, sendAmount, ...(bankId === undefined ? {} : { bankId }) },
  });

async function orderWith(headers: Headers, promoCode?: string, sendAmount = '1500', bankId = bcp.id) {
  const account = await addAccount(t, headers, '002');
  return newOrder(t, headers, { bankId, sendAmount, destinationAccountId: account.id, promoCode });
}

describe('POST /api/promocode', () => {
  it('answers the discount of a good coupon and records nothing until the order', async () => {
    const promo = await insertPromo({ description: 'Campaña de verano', maxAmount: '5000.00' });
    const { headers } = await operativeCustomer(t);
    const response = await check(headers, promo.code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      data: {
        code: promo.code,
        discountKind: 'percent',
        discountValue: '20.00',
        minAmount: '1000.00',
        maxAmount: '5000.00',
        description: 'Campaña de verano',
      },
      message: 'Cupón aplicado: 20.00 % menos de comisión.',
    });
    const uses = () =>
      t.ctx.db.select({ total: count() }).from(promoCodeUses).where(eq(promoCodeUses.promoCodeId, promo.id));
    expect((await uses())[0]?.total).toBe(0);

    const order = body<Order>(await orderWith(headers, promo.code)).data;
    expect(order).toMatchObject({
      promoCode: promo.code,
      quote: { fee: '67.50', discount: '13.50', discountSource: 'promo', finalFee: '54.00' },
    });
    expect((await uses())[0]?.total).toBe(1);
  });

  it('takes a fixed amount off the fee, never more than the fee', async () => {
    const small = await insertPromo({ discountKind: 'amount', discountValue: '20.00' });
    const large = await insertPromo({ discountKind: 'amount', discountValue: '100.00' });
    const { headers } = await operativeCustomer(t);
    expect(body(await check(headers, small.code))).toMatchObject({
      data: { discountKind: 'amount', discountValue: '20.00', maxAmount: null },
      message: 'Cupón aplicado: S/ 20.00 menos de comisión.',
    });
    expect(body<Order>(await orderWith(headers, small.code)).data.quote).toMatchObject({
      fee: '67.50',
      discount: '20.00',
      finalFee: '47.50',
      receiveAmount: '1452.50',
    });
    expect(body<Order>(await orderWith(headers, large.code)).data.quote).toMatchObject({
      fee: '67.50',
      discount: '67.50',
      finalFee: '0.00',
      receiveAmount: '1500.00',
    });
  });

  it('quotes backwards from the amount to receive with a fixed discount', async () => {
    const promo = await insertPromo({ discountKind: 'amount', discountValue: '15.00' });
    const { headers } = await operativeCustomer(t);
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers,
      payload: { bankId: bcp.id, receiveAmount: '1500', promoCode: promo.code },
    });
    expect(body<Quote>(quoted).data).toMatchObject({
      sendAmount: '1554.97',
      fee: '69.97',
      discount: '15.00',
      discountSource: 'promo',
      finalFee: '54.97',
      receiveAmount: '1500.00',
    });
  });

  it('refuses a coupon used up by other customers', async () => {
    const promo = await insertPromo({ totalUses: 1 });
    const { headers: first } = await operativeCustomer(t);
    const { headers: second } = await operativeCustomer(t);
    expect((await orderWith(first, promo.code)).statusCode).toBe(200);
    const refused = await check(second, promo.code);
    expect(refused.statusCode).toBe(409);
    expect(body(refused)).toMatchObject({ code: 'PROMO_USED_UP', message: 'Ese cupón ya se agotó.' });
    expect(body(await orderWith(second, promo.code)).code).toBe('PROMO_USED_UP');
  });

  it('counts uses per customer up to the cap', async () => {
    const promo = await insertPromo({ usesPerCustomer: 2 });
    const { headers: ana } = await operativeCustomer(t);
    const { headers: beto } = await operativeCustomer(t);
    for (let use = 0; use < 2; use++) {
      const order = body<Order>(await orderWith(ana, promo.code)).data;
      // Finalized, so the next order does not replace it and give its use back.
      await uploadVoucher(t, ana, order.id);
      expect((await finalize(t, ana, order.id)).statusCode).toBe(200);
    }
    expect(body(await check(ana, promo.code))).toMatchObject({ code: 'PROMO_ALREADY_USED' });
    expect(body(await orderWith(ana, promo.code))).toMatchObject({ code: 'PROMO_ALREADY_USED' });
    expect((await check(beto, promo.code)).statusCode).toBe(200);
  });

  it('gives the use back when the order is replaced before being finalized, or fails', async () => {
    const promo = await insertPromo({ totalUses: 1 });
    const { headers } = await operativeCustomer(t);
    expect((await orderWith(headers, promo.code)).statusCode).toBe(200);
    expect((await orderWith(headers)).statusCode).toBe(200);
    expect((await check(headers, promo.code)).statusCode).toBe(200);

    const { user, headers: other } = await operativeCustomer(t);
    const failed = await insertOrder(t.ctx, user.id, {
      status: ORDER_STATUS.FALLIDA,
      finalizedAt: t.ctx.now(),
    });
    const spent = await insertPromo({ totalUses: 1 });
    await t.ctx.db
      .insert(promoCodeUses)
      .values({ promoCodeId: spent.id, userId: user.id, orderId: failed.id });
    expect((await check(other, spent.code)).statusCode).toBe(200);
  });

  it('says why a coupon does not apply: state, window, minimum and maximum amount', async () => {
    const { headers } = await operativeCustomer(t);
    const now = t.ctx.now().getTime();
    const day = 86_400_000;
    const cases = [
      [await insertPromo({ active: false }), 'PROMO_INACTIVE'],
      [await insertPromo({ validFrom: new Date(now + day) }), 'PROMO_NOT_STARTED'],
      [await insertPromo({ validTo: new Date(now - day) }), 'PROMO_EXPIRED'],
    ] as const;
    for (const [promo, code] of cases) expect(body(await check(headers, promo.code)).code).toBe(code);
    expect(body(await check(headers, 'NOEXISTE'))).toMatchObject({ code: 'PROMO_NOT_FOUND' });

    const high = await insertPromo({ minAmount: '2000.00', maxAmount: '3000.00' });
    expect(body(await check(headers, high.code, '1999.99'))).toMatchObject({
      code: 'PROMO_BELOW_MIN_AMOUNT',
      message: 'Este cupón aplica a órdenes desde S/ 2,000.00.',
      data: { minAmount: '2000.00' },
    });
    expect((await check(headers, high.code, '2000')).statusCode).toBe(200);
    expect((await check(headers, high.code, '3000')).statusCode).toBe(200);
    const above = await check(headers, high.code, '3000.01');
    expect(above.statusCode).toBe(400);
    expect(body(above)).toMatchObject({
      code: 'PROMO_ABOVE_MAX_AMOUNT',
      message: 'Este cupón aplica a órdenes de hasta S/ 3,000.00.',
      data: { maxAmount: '3000.00' },
    });
    expect(body(await orderWith(headers, high.code, '3000.01')).code).toBe('PROMO_ABOVE_MAX_AMOUNT');
    const any = await insertPromo();
    expect(body(await check(headers, any.code, '999.99'))).toMatchObject({
      code: 'PROMO_BELOW_MIN_AMOUNT',
      message: 'Este cupón aplica a órdenes desde S/ 1,000.00.',
    });
  });

  it('holds its window in Lima days: from 00:00 of the first to 24:00 of the last', async () => {
    const admin = await t.authAs('admin');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/promotions',
      headers: admin,
      payload: {
        code: 'VENTANA-LIMA',
        discountKind: 'percent',
        discountValue: '10',
        validFrom: '2026-11-23',
        validTo: '2026-11-24',
        totalUses: null,
        usesPerCustomer: 1,
        firstOrderOnly: false,
        customerDocuments: [],
        bankId: null,
        active: true,
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { user } = await operativeCustomer(t);
    const checkAt = async (instant: string) => {
      t.clock.set(instant);
      return body(await check(await signIn(t, user.documentNumber), 'VENTANA-LIMA'));
    };
    // Lima is UTC-5: 2026-11-23 00:00 in Lima is 05:00 UTC.
    expect((await checkAt('2026-11-23T04:59:59.999Z')).code).toBe('PROMO_NOT_STARTED');
    expect((await checkAt('2026-11-23T05:00:00.000Z')).success).toBe(true);
    expect((await checkAt('2026-11-25T04:59:59.999Z')).success).toBe(true);
    expect((await checkAt('2026-11-25T05:00:00.000Z')).code).toBe('PROMO_EXPIRED');
  });

  it('is for the listed customers only', async () => {
    const { user: ana, headers: anaHeaders } = await operativeCustomer(t);
    const { headers: beto } = await operativeCustomer(t);
    const promo = await insertPromo();
    await t.ctx.db.insert(promoCodeCustomers).values({ promoCodeId: promo.id, userId: ana.id });
    const refused = await check(beto, promo.code);
    expect(refused.statusCode).toBe(403);
    expect(body(refused)).toMatchObject({ code: 'PROMO_NOT_FOR_YOU' });
    expect(body(await orderWith(beto, promo.code)).code).toBe('PROMO_NOT_FOR_YOU');
    expect((await check(anaHeaders, promo.code)).statusCode).toBe(200);
    expect((await orderWith(anaHeaders, promo.code)).statusCode).toBe(200);
  });

  it('is for orders paid from its bank only, and names it', async () => {
    const promo = await insertPromo({ bankId: bcp.id });
    const { headers } = await operativeCustomer(t);
    const refused = body(await check(headers, promo.code, '1500', interbankId));
    expect(refused).toMatchObject({
      code: 'PROMO_OTHER_BANK',
      message: `Este cupón aplica solo pagando desde ${bcp.shortName}.`,
      data: { bankId: bcp.id },
    });
    expect(body(await orderWith(headers, promo.code, '1500', interbankId)).code).toBe('PROMO_OTHER_BANK');
    // Before the bank is chosen the check lets it through; the order holds to it.
    expect((await check(headers, promo.code)).statusCode).toBe(200);
    expect((await check(headers, promo.code, '1500', bcp.id)).statusCode).toBe(200);
    expect((await orderWith(headers, promo.code, '1500', bcp.id)).statusCode).toBe(200);
  });

  it('is for a first order only while the customer has no finalized order that stands', async () => {
    const promo = await insertPromo({ firstOrderOnly: true, usesPerCustomer: 5 });
    const { user, headers } = await operativeCustomer(t);
    await insertOrder(t.ctx, user.id, { status: ORDER_STATUS.FALLIDA, finalizedAt: t.ctx.now() });
    expect((await check(headers, promo.code)).statusCode).toBe(200);
    const order = body<Order>(await orderWith(headers, promo.code)).data;
    await uploadVoucher(t, headers, order.id);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);
    expect(body(await check(headers, promo.code))).toMatchObject({
      code: 'PROMO_FIRST_ORDER_ONLY',
      message: 'Este cupón es solo para tu primera orden.',
    });
    expect(body(await orderWith(headers, promo.code)).code).toBe('PROMO_FIRST_ORDER_ONLY');
  });

  it('checks the rules in their order', async () => {
    const { user, headers } = await operativeCustomer(t);
    const { user: other } = await operativeCustomer(t);
    const restricted = await insertPromo({ validTo: new Date(t.ctx.now().getTime() - 1), bankId: bcp.id });
    await t.ctx.db.insert(promoCodeCustomers).values({ promoCodeId: restricted.id, userId: other.id });
    expect(body(await check(headers, restricted.code, '500', interbankId)).code).toBe('PROMO_EXPIRED');
    await t.ctx.db.update(promoCodes).set({ validTo: null }).where(eq(promoCodes.id, restricted.id));
    expect(body(await check(headers, restricted.code, '500', interbankId)).code).toBe('PROMO_NOT_FOR_YOU');
    await t.ctx.db.insert(promoCodeCustomers).values({ promoCodeId: restricted.id, userId: user.id });
    expect(body(await check(headers, restricted.code, '500', interbankId)).code).toBe('PROMO_OTHER_BANK');
    expect(body(await check(headers, restricted.code, '500', bcp.id)).code).toBe('PROMO_BELOW_MIN_AMOUNT');
  });

  it('leaves the per-customer checks to the order in a quote without a session', async () => {
    const { user } = await operativeCustomer(t);
    const promo = await insertPromo({ firstOrderOnly: true });
    await t.ctx.db.insert(promoCodeCustomers).values({ promoCodeId: promo.id, userId: user.id });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers: APP_KEY_HEADER,
      payload: { bankId: bcp.id, sendAmount: '1500', promoCode: promo.code },
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(body<Quote>(quoted).data).toMatchObject({ discount: '13.50', discountSource: 'promo' });
  });

  it('answers a quote without a session the same for a coupon that is missing, off, not started, ended or used up', async () => {
    const now = t.ctx.now().getTime();
    const day = 86_400_000;
    const spent = await insertPromo({ totalUses: 1 });
    expect((await orderWith((await operativeCustomer(t)).headers, spent.code)).statusCode).toBe(200);
    const hidden = [
      'NOEXISTE',
      (await insertPromo({ active: false })).code,
      (await insertPromo({ validFrom: new Date(now + day) })).code,
      (await insertPromo({ validTo: new Date(now - day) })).code,
      spent.code,
    ];
    const anonymousQuote = (promoCode: string, sendAmount = '1500') =>
      t.app.inject({
        method: 'POST',
        url: '/api/order/quote',
        headers: APP_KEY_HEADER,
        payload: { bankId: bcp.id, sendAmount, promoCode },
      });
    const answers = await Promise.all(hidden.map((code) => anonymousQuote(code, '500')));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(body(answer)).toMatchObject({
        code: 'PROMO_UNAVAILABLE',
        message: 'Ese cupón no está disponible. Ingresa para usar tus cupones.',
      });
    }
    // A coupon in force still says why it does not apply, and a signed-in customer still hears each reason.
    const good = await insertPromo();
    expect(body(await anonymousQuote(good.code, '500')).code).toBe('PROMO_BELOW_MIN_AMOUNT');
    const { headers } = await operativeCustomer(t);
    expect(body(await check(headers, hidden[1]!)).code).toBe('PROMO_INACTIVE');
    expect(body(await check(headers, spent.code)).code).toBe('PROMO_USED_UP');
    // A signed-in customer hears the reasons in the rule's order: the amount before the coupon's uses.
    expect(body(await check(headers, spent.code, '500')).code).toBe('PROMO_BELOW_MIN_AMOUNT');
  });

  it('refuses to check a coupon for a customer who does not exist', async () => {
    const request = { code: (await insertPromo()).code, sendAmount: '1500' };
    await expect(checkPromo(t.ctx, 999_999_999, request)).rejects.toMatchObject({ code: 'USER_NOT_FOUND' });
  });
});

describe('the referral discount of the first order', () => {
  it('applies until an order is finalized, and does not add up with a coupon', async () => {
    const { user: owner } = await operativeCustomer(t);
    const code = `REF${owner.id}`;
    await t.ctx.db.insert(referralCodes).values({ code, ownerUserId: owner.id, percentDiscount: '10.00' });
    // A phone of their own: a code whose owner shares it does not apply (anti-abuse).
    const { user, headers } = await operativeCustomer(t, { referredByCode: code, celular: '912000111' });
    const promo = await insertPromo();

    expect(body(await check(headers, promo.code))).toMatchObject({ code: 'PROMO_NOT_WITH_REFERRAL' });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers,
      payload: { bankId: bcp.id, sendAmount: '2000' },
    });
    expect(body<Quote>(quoted).data).toMatchObject({
      fee: '90.00',
      discount: '9.00',
      discountSource: 'referral',
    });

    const order = body<Order>(await orderWith(headers, undefined, '2000')).data;
    expect(order).toMatchObject({ referralCode: code, quote: { discountSource: 'referral' } });
    await uploadVoucher(t, headers, order.id);
    expect((await finalize(t, headers, order.id)).statusCode).toBe(200);

    expect((await check(headers, promo.code)).statusCode).toBe(200);
    const session = body<Session>(await t.login(user.documentNumber)).data;
    expect(session.useReferredCode).toBeNull();
  });
});
