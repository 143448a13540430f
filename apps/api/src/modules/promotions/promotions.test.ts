import { type Order, type Quote, type Session } from '@cambix/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAccount,
  bankByCode,
  finalize,
  newOrder,
  operativeCustomer,
  uploadVoucher,
} from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { promoCodes, promoCodeUses, referralCodes } from '../../platform/db/schema/index.ts';

let t: TestApp;
let bcpId: number;
beforeAll(async () => {
  t = await buildTestApp();
  bcpId = (await bankByCode(t, '002')).id;
});
afterAll(() => t.close());

let sequence = 0;
async function insertPromo(overrides: Partial<typeof promoCodes.$inferInsert> = {}) {
  sequence += 1;
  const [promo] = await t.ctx.db
    .insert(promoCodes)
    .values({ code: `CUPON${sequence}`, percentDiscount: '20.00', usesPerCustomer: 1, ...overrides })
    .returning();
  return promo!;
}

type Headers = Record<string, string>;
const check = (headers: Headers, code: string, sendAmount = '1500') =>
  t.app.inject({ method: 'POST', url: '/api/promocode', headers, payload: { code, sendAmount } });

async function orderWith(headers: Headers, promoCode?: string, sendAmount = '1500') {
  const account = await addAccount(t, headers, '002');
  return newOrder(t, headers, { bankId: bcpId, sendAmount, destinationAccountId: account.id, promoCode });
}

describe('POST /api/promocode', () => {
  it('answers the discount of a good coupon and records nothing until the order', async () => {
    const promo = await insertPromo({ description: 'Campaña de verano' });
    const { headers } = await operativeCustomer(t);
    const response = await check(headers, promo.code.toLowerCase());
    expect(response.statusCode).toBe(200);
    expect(body(response)).toMatchObject({
      data: {
        code: promo.code,
        percentDiscount: '20.00',
        minAmount: '1000.00',
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

  it('counts uses per customer', async () => {
    const promo = await insertPromo({ usesPerCustomer: 1 });
    const { headers: ana } = await operativeCustomer(t);
    const { headers: beto } = await operativeCustomer(t);
    expect((await orderWith(ana, promo.code)).statusCode).toBe(200);
    expect(body(await check(ana, promo.code))).toMatchObject({ code: 'PROMO_ALREADY_USED' });
    expect((await check(beto, promo.code)).statusCode).toBe(200);
  });

  it('gives the use back when the order is replaced before being finalized', async () => {
    const promo = await insertPromo({ totalUses: 1 });
    const { headers } = await operativeCustomer(t);
    expect((await orderWith(headers, promo.code)).statusCode).toBe(200);
    expect((await orderWith(headers)).statusCode).toBe(200);
    expect((await check(headers, promo.code)).statusCode).toBe(200);
  });

  it('says why a coupon does not apply: window, state, minimum amount', async () => {
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

    const high = await insertPromo({ minAmount: '2000.00' });
    expect(body(await check(headers, high.code, '1999.99'))).toMatchObject({
      code: 'PROMO_BELOW_MIN_AMOUNT',
      message: 'Este cupón aplica a órdenes desde S/ 2,000.00.',
      data: { minAmount: '2000.00' },
    });
    expect((await check(headers, high.code, '2000')).statusCode).toBe(200);
    const any = await insertPromo();
    expect(body(await check(headers, any.code, '999.99'))).toMatchObject({
      code: 'PROMO_BELOW_MIN_AMOUNT',
      message: 'Este cupón aplica a órdenes desde S/ 1,000.00.',
    });
  });
});

describe('the referral discount of the first order', () => {
  it('applies until an order is finalized, and does not add up with a coupon', async () => {
    const { user: owner } = await operativeCustomer(t);
    const code = `REF${owner.id}`;
    await t.ctx.db.insert(referralCodes).values({ code, ownerUserId: owner.id, percentDiscount: '10.00' });
    const { user, headers } = await operativeCustomer(t, { referredByCode: code });
    const promo = await insertPromo();

    expect(body(await check(headers, promo.code))).toMatchObject({ code: 'PROMO_NOT_WITH_REFERRAL' });
    const quoted = await t.app.inject({
      method: 'POST',
      url: '/api/order/quote',
      headers,
      payload: { bankId: bcpId, sendAmount: '2000' },
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
