import { ORDER_STATUS, type OrderStatus } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { bankAccounts, banks, cambixAccounts, orders } from '../../src/platform/db/schema/index.ts';
import { insertCustomer } from './admin-customers.ts';
import { insertOrder, insertOrderFile } from './order-rows.ts';
import type { TestApp } from './test-app.ts';

type NewOrder = typeof orders.$inferInsert;

/** The seeded Cambix account of `purpose` in `currency` at the bank with `bankCode`. */
export async function cambixAccountAt(
  t: TestApp,
  bankCode: string,
  currency: 'PEN' | 'USD',
  purpose: 'collection' | 'payout',
) {
  const [account] = await t.ctx.db
    .select({ id: cambixAccounts.id, bankId: cambixAccounts.bankId, currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(
      and(
        eq(banks.code, bankCode),
        eq(cambixAccounts.currency, currency),
        eq(cambixAccounts.purpose, purpose),
      ),
    );
  if (!account) throw new Error(`no ${currency} ${purpose} account at ${bankCode}`);
  return account;
}

/**
 * A divisas order written straight into the database, already in `status` with the customer's voucher, as
 * new-order and finalize would leave it: `venta` (the customer pays S/ 1,884.00 and receives US$ 500.00 at
 * S/ 3.768) or `compra` (pays US$ 500.00 and receives S/ 1,871.00 at S/ 3.742). Paid into the collection
 * account in the send currency; the destination is a customer account in the receive currency.
 */
export async function divisasOrderInStatus(
  t: TestApp,
  status: OrderStatus,
  direction: 'compra' | 'venta',
  overrides: Partial<NewOrder> = {},
) {
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
  const now = t.clock.now();
  const venta = direction === 'venta';
  const sendCurrency = venta ? 'PEN' : 'USD';
  const receiveCurrency = venta ? 'USD' : 'PEN';
  const sendAmount = venta ? '1884.00' : '500.00';
  const receiveAmount = venta ? '500.00' : '1871.00';
  const order = await insertOrder(t.ctx, customer.id, {
    status,
    statusChangedAt: now,
    ...(status === ORDER_STATUS.TEMPORAL ? {} : { finalizedAt: now, customerOperationNumber: '778899' }),
    kind: 'divisas',
    direction,
    sendCurrency,
    currency: receiveCurrency,
    rate: venta ? '3.7680' : '3.7420',
    usdAmount: '500.00',
    spread: '6.50',
    penEquivalent: venta ? sendAmount : receiveAmount,
    sendAmount,
    receiveAmount,
    commissionPercent: '0.00',
    isFlatFee: false,
    fee: '0.00',
    finalFee: '0.00',
    ...overrides,
  });
  const collection = await cambixAccountAt(t, order.destination.bankCode, sendCurrency, 'collection');
  await t.ctx.db
    .update(bankAccounts)
    .set({ currency: receiveCurrency })
    .where(eq(bankAccounts.id, order.destinationAccountId));
  const [row] = await t.ctx.db
    .update(orders)
    .set({
      collectionAccountId: overrides.collectionAccountId ?? collection.id,
      destination: { ...order.destination, currency: receiveCurrency, ...overrides.destination },
    })
    .where(eq(orders.id, order.id))
    .returning();
  await insertOrderFile(t.ctx, order.id);
  return { customer, order: row! };
}
