import type { Order, PointsSummary } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAccount, bankByCode, newOrder, operativeCustomer } from '../../../test/support/orders.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { pointsLedger } from '../../platform/db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const mine = async (headers: Record<string, string>) =>
  body<PointsSummary>(await t.app.inject({ method: 'GET', url: '/api/user/points', headers })).data;

describe('points', () => {
  it('shows balance, rules and worth, and redeems whole blocks on an order, refunded when it is replaced', async () => {
    const { user, headers } = await operativeCustomer(t);
    await t.ctx.db.insert(pointsLedger).values({
      userId: user.id,
      points: 250,
      kind: 'adjust',
      note: 'Bienvenida',
      createdAt: new Date(t.ctx.now().getTime() - 60_000),
    });
    expect(await mine(headers)).toMatchObject({
      balance: 250,
      worth: '10.00',
      rules: { pointsPer100: 1, referralReward: 50, redeemPoints: 100, redeemValue: '5.00' },
      history: [{ points: 250, kind: 'adjust', note: 'Bienvenida', orderCode: null }],
    });

    const bank = await bankByCode(t, '002');
    const account = await addAccount(t, headers, '002');
    const order = (payload: Record<string, unknown>) =>
      newOrder(t, headers, { bankId: bank.id, destinationAccountId: account.id, ...payload });
    expect(body(await order({ sendAmount: '2000', pointsToRedeem: 251 }))).toMatchObject({
      code: 'POINTS_NOT_ENOUGH',
    });
    const created = body<Order>(await order({ sendAmount: '2000', pointsToRedeem: 250 })).data;
    expect(created.quote).toMatchObject({
      fee: '90.00',
      pointsRedeemed: 200,
      pointsDiscount: '10.00',
      finalFee: '80.00',
    });
    expect(await mine(headers)).toMatchObject({
      balance: 50,
      history: [{ points: -200, kind: 'redeem', orderCode: created.code }, { points: 250 }],
    });

    expect((await order({ sendAmount: '500' })).statusCode).toBe(200);
    expect(await mine(headers)).toMatchObject({
      balance: 250,
      history: [{ points: 200, kind: 'refund', orderCode: created.code }, { points: -200 }, { points: 250 }],
    });
  });
});
