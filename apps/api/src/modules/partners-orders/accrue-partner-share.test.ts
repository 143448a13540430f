import { ORDER_STATUS, type PartnerOrderPage } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdOrder,
  finalizeByLink,
  orderRequest,
  partnerIdOf,
  setPartner,
  uploadByLink,
} from '../../../test/support/partner-orders.ts';
import { overlapping, payout, staffAction } from '../../../test/support/pipeline.ts';
import { body, buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orders, partnerShares, pointsLedger } from '../../platform/db/schema/index.ts';
import { accruePartnerShare } from './accrue-partner-share.ts';

let t: TestApp;
let externo: { authorization: string };
let admin: { authorization: string };
let partnerId: number;
let documents = 45000700;
beforeAll(async () => {
  t = await buildTestApp();
  externo = await t.authAs('externo');
  admin = await t.authAs('admin');
  partnerId = await partnerIdOf(t, 'externo');
});
afterAll(() => t.close());

/** A partner order through the client's link and Pagos, waiting for its payout. */
async function approvedOrder(figures: { fee: string; discount?: string; interbankFee: string }) {
  documents += 1;
  const order = await createdOrder(
    t,
    externo,
    await orderRequest(t, {
      client: { documentNumber: String(documents), email: `c${documents}@cliente.test` },
    }),
  );
  await uploadByLink(t, order.link.code);
  await finalizeByLink(t, order.link.code);
  const [row] = await t.ctx.db.select().from(orders).where(eq(orders.code, order.code));
  expect((await staffAction(t, admin, row!.id, 'approve', { operationNumber: 'OP-10' })).statusCode).toBe(
    200,
  );
  await t.ctx.db
    .update(orders)
    .set({ fee: figures.fee, discount: figures.discount ?? '0.00', interbankFee: figures.interbankFee })
    .where(eq(orders.id, row!.id));
  return { order, id: row!.id };
}

const sharesOf = (orderId: number) =>
  t.ctx.db.select().from(partnerShares).where(eq(partnerShares.orderId, orderId));

describe("the partner's share", () => {
  it('accrues on the payout: commission without the interbank fee, times the percent, half-up; no points', async () => {
    // 30 % of S/ 45.05 is 13.515: half-up to 13.52. The interbank fee is not Cambix's income.
    const { order, id } = await approvedOrder({ fee: '45.05', interbankFee: '3.00' });
    expect((await payout(t, admin, id)).statusCode).toBe(200);
    const [share] = await sharesOf(id);
    expect(share).toMatchObject({
      partnerId,
      commission: '45.05',
      sharePercent: '30.00',
      amount: '13.52',
      settlementId: null,
    });
    expect(await t.ctx.db.select().from(pointsLedger).where(eq(pointsLedger.orderId, id))).toEqual([]);

    const list = body<PartnerOrderPage>(
      await t.app.inject({ method: 'GET', url: '/api/partner/orders', headers: externo }),
    ).data;
    const listed = list.items.find((item) => item.code === order.code);
    expect(listed).toMatchObject({
      status: ORDER_STATUS.TERMINADA,
      share: { amount: '13.52', settled: false },
    });
    expect(list.month.shareEarned).toBe('13.52');

    const mail = await t.waitForMail(`c${documents}@cliente.test`, 2);
    expect(mail.links).toContain(order.link.url);
  });

  it('is never recomputed: a later change of percent leaves it as written', async () => {
    const { id } = await approvedOrder({ fee: '100.00', discount: '20.00', interbankFee: '0.00' });
    expect((await payout(t, admin, id)).statusCode).toBe(200);
    await setPartner(t, partnerId, { sharePercent: '50.00' });
    try {
      await t.ctx.db.transaction(async (tx) => {
        const [row] = await tx.select().from(orders).where(eq(orders.id, id));
        await accruePartnerShare(tx, row!, t.clock.now());
      });
      expect(await sharesOf(id)).toEqual([
        expect.objectContaining({ commission: '80.00', sharePercent: '30.00', amount: '24.00' }),
      ]);
    } finally {
      await setPartner(t, partnerId, { sharePercent: '30.00' });
    }
  });

  it('accrues once when two payouts of the order run at once', async () => {
    const { id } = await approvedOrder({ fee: '67.50', interbankFee: '0.00' });
    const lockOrder = (tx: Tx) => tx.execute(sql`select id from orders where id = ${id} for update`);
    const responses = await overlapping(t, lockOrder, 2, () =>
      Promise.all([payout(t, admin, id), payout(t, admin, id)]),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await sharesOf(id)).toHaveLength(1);
  });
});
