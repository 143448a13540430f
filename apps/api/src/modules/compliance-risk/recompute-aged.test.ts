import { ORDER_STATUS } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCustomer } from '../../../test/support/admin-customers.ts';
import { insertOrder } from '../../../test/support/order-rows.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { customerRisk, customerRiskHistory } from '../../platform/db/schema/index.ts';
import { limaDayStart } from '../../platform/lima-calendar.ts';
import { recomputeAgedRisk } from './recompute-aged.ts';
import { recomputeRiskNow } from './recompute-risk.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const riskOf = async (userId: number) =>
  (await t.ctx.db.select().from(customerRisk).where(eq(customerRisk.userId, userId)))[0];

/** Every customer is computed as of now, so only what each test sets up is due. */
async function allComputedNow() {
  await recomputeAgedRisk(t.ctx);
  await t.ctx.db.update(customerRisk).set({ computedAt: t.clock.now() });
}

describe('risk computed again as time passes (docs/rules/compliance.md#when-it-is-computed, decision 166)', () => {
  it("a link order leaves the 30 days' window at 00:00 Lima of its 31st day, and the level with it", async () => {
    t.clock.set(new Date('2026-11-02T17:00:00Z'));
    await allComputedNow();
    // A carné de extranjería without a nationality (1 point) and an order by link (1 point): medium.
    const person = await insertCustomer(t.ctx, {
      accountStatus: 'ACTIVO',
      documentType: 'CE',
      documentNumber: '009900101',
    });
    await insertOrder(t.ctx, person.id, {
      channel: 'link',
      status: ORDER_STATUS.TERMINADA,
      finalizedAt: new Date('2026-11-02T17:00:00Z'),
    });
    await recomputeRiskNow(t.ctx, person.id, { cause: 'order-finalized', actorId: null });
    expect(await riskOf(person.id)).toMatchObject({ level: 'medium', score: 2 });

    // The last instant of the window: 1 December 23:59:59.999 in Lima. Computed again, still in it.
    const lastInside = new Date(limaDayStart('2026-12-02').getTime() - 1);
    t.clock.set(lastInside);
    expect(await recomputeAgedRisk(t.ctx)).toBe(1);
    expect(await riskOf(person.id)).toMatchObject({ level: 'medium', computedAt: lastInside });
    // The same Lima day again: nothing is due.
    expect(await recomputeAgedRisk(t.ctx)).toBe(0);

    t.clock.set(limaDayStart('2026-12-02'));
    expect(await recomputeAgedRisk(t.ctx)).toBe(1);
    expect(await riskOf(person.id)).toMatchObject({ level: 'low', score: 1 });
    const history = await t.ctx.db
      .select()
      .from(customerRiskHistory)
      .where(eq(customerRiskHistory.userId, person.id));
    expect(history.at(-1)).toMatchObject({
      cause: 'time',
      actorId: null,
      fromLevel: 'medium',
      toLevel: 'low',
    });
    // Nothing left that time can change.
    t.clock.set(limaDayStart('2026-12-03'));
    expect(await recomputeAgedRisk(t.ctx)).toBe(0);
  });

  it('leaves a level without a factor of time alone, and gives one to a customer who has none', async () => {
    t.clock.set(new Date('2026-12-05T15:00:00Z'));
    await allComputedNow();
    const settled = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO', ocupacion: 'Cambista' });
    await recomputeRiskNow(t.ctx, settled.id, { cause: 'profile', actorId: null });
    const before = await riskOf(settled.id);
    const newcomer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
    expect(await riskOf(newcomer.id)).toBeUndefined();

    t.clock.set(new Date('2026-12-09T15:00:00Z'));
    expect(await recomputeAgedRisk(t.ctx)).toBe(1);
    expect(await riskOf(settled.id)).toEqual(before);
    expect(await riskOf(newcomer.id)).toMatchObject({ level: 'low', computedAt: t.clock.now() });
  });
});
