import { ORDER_STATUS } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { enterRegister } from '../../src/modules/compliance-register/index.ts';
import type { orders } from '../../src/platform/db/schema/index.ts';
import { complianceRegister, exchangeRates } from '../../src/platform/db/schema/index.ts';
import { insertOrder } from './order-rows.ts';
import type { TestApp } from './test-app.ts';

type NewOrder = typeof orders.$inferInsert;

/** A board whose middle rate is S/ 3.75: S/ 18,750.00 is US$ 5,000.00. Published long before any test order. */
export async function publishMiddleBoard(t: TestApp): Promise<void> {
  await t.ctx.db.insert(exchangeRates).values({
    source: 'manual',
    buy: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.7000' }],
    sell: [{ fromUsd: '50.00', toUsd: '100000.01', rate: '3.8000' }],
    publishedAt: new Date('2020-01-01T00:00:00Z'),
  });
}

/** A divisas `compra` of `usd` dollars at S/ 3.70, already TERMINADA, paid out at `paidOutAt`. */
export const divisasTerms = (usd: string): Partial<NewOrder> => ({
  kind: 'divisas',
  direction: 'compra',
  sendCurrency: 'USD',
  currency: 'PEN',
  rate: '3.7000',
  usdAmount: usd,
  sendAmount: usd,
  receiveAmount: usd,
  commissionPercent: '0.00',
  fee: '0.00',
  finalFee: '0.00',
});

/**
 * An order finished (TERMINADA) at `paidOutAt`, placed an hour before, that then goes through the register
 * as the payout's transaction would run it.
 */
export async function finishOrder(
  t: TestApp,
  userId: number,
  paidOutAt: string,
  overrides: Partial<NewOrder> = {},
) {
  const at = new Date(paidOutAt);
  const order = await insertOrder(t.ctx, userId, {
    status: ORDER_STATUS.TERMINADA,
    createdAt: new Date(at.getTime() - 3_600_000),
    finalizedAt: at,
    paidOutAt: at,
    fundsOrigin: 'ahorros',
    ...overrides,
  });
  await t.ctx.db.transaction((tx) => enterRegister(t.ctx, tx, order));
  return order;
}

/** The register rows of an order, oldest first. */
export const registerRowsOfOrder = (t: TestApp, orderId: number) =>
  t.ctx.db
    .select()
    .from(complianceRegister)
    .where(eq(complianceRegister.orderId, orderId))
    .orderBy(complianceRegister.id);
