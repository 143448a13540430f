import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../src/platform/context.ts';
import {
  bankAccounts,
  bankAccountTypes,
  banks,
  cambixAccounts,
  orderFiles,
  orders,
  pointsLedger,
  receipts,
} from '../../src/platform/db/schema/index.ts';
import { randomCode } from '../../src/modules/orders/order-code.ts';

type NewOrder = typeof orders.$inferInsert;

let sequence = 0;

/**
 * An order written straight into the database: a S/ 500 cambio de saldo at a bank with a collection
 * account, paying out to a fresh PEN account of the customer. TEMPORAL, expiring a day after `now`.
 */
export async function insertOrder(ctx: AppContext, userId: number, overrides: Partial<NewOrder> = {}) {
  const [collection] = await ctx.db
    .select({ id: cambixAccounts.id, bankId: cambixAccounts.bankId })
    .from(cambixAccounts)
    .where(and(eq(cambixAccounts.purpose, 'collection'), eq(cambixAccounts.currency, 'PEN')))
    .limit(1);
  if (!collection) throw new Error('no collection account seeded');
  const [bank] = await ctx.db.select().from(banks).where(eq(banks.id, collection.bankId));
  const [type] = await ctx.db
    .select({ id: bankAccountTypes.id })
    .from(bankAccountTypes)
    .where(eq(bankAccountTypes.bankId, collection.bankId))
    .limit(1);
  if (!bank || !type) throw new Error('no bank account type seeded');
  sequence += 1;
  const accountNumber = `19${String(Date.now()).slice(-8)}${String(sequence).padStart(4, '0')}`;
  const [account] = await ctx.db
    .insert(bankAccounts)
    .values({
      userId,
      bankId: bank.id,
      accountTypeId: type.id,
      currency: 'PEN',
      accountNumber,
      holderDeclaredAt: ctx.now(),
    })
    .returning();
  if (!account) throw new Error('bank account not inserted');
  const now = ctx.now();
  const [order] = await ctx.db
    .insert(orders)
    .values({
      code: randomCode(),
      userId,
      status: ORDER_STATUS.TEMPORAL,
      sendAmount: '500.00',
      commissionPercent: '4.50',
      isFlatFee: true,
      fee: '10.00',
      discount: '0.00',
      interbankFee: '0.00',
      pointsRedeemed: 0,
      pointsDiscount: '0.00',
      finalFee: '10.00',
      receiveAmount: '490.00',
      paymentBankId: bank.id,
      collectionAccountId: collection.id,
      destinationAccountId: account.id,
      destination: {
        bankId: bank.id,
        bankCode: bank.code,
        bankName: bank.name,
        accountType: 'Ahorros',
        accountNumber,
        cci: null,
        currency: 'PEN',
        alias: null,
        holderName: 'Cliente De Prueba',
      },
      idempotencyKey: crypto.randomUUID(),
      expiresAt: new Date(now.getTime() + 24 * 3_600_000),
      createdAt: now,
      updatedAt: now,
      ...overrides,
      // Cambio de saldo counts what it sends; a divisas row passes its soles leg.
      penEquivalent: overrides.penEquivalent ?? overrides.sendAmount ?? '500.00',
    })
    .returning();
  if (!order) throw new Error('order not inserted');
  return order;
}

/** Points the customer redeemed on an order, as new-order writes them. */
export async function insertRedeem(ctx: AppContext, userId: number, orderId: number, points: number) {
  await ctx.db.insert(pointsLedger).values({ userId, points: -points, kind: 'redeem', orderId });
}

/** A stored file of the order (the customer's voucher by default), current. */
export async function insertOrderFile(
  ctx: AppContext,
  orderId: number,
  kind: 'voucher' | 'payout_voucher' = 'voucher',
  data: Buffer = Buffer.from(`comprobante de la orden ${orderId}`),
) {
  const storageKey = await ctx.storage.put(data, 'jpg');
  const [file] = await ctx.db
    .insert(orderFiles)
    .values({ orderId, kind, storageKey, mimeType: 'image/jpeg', byteSize: data.length })
    .returning();
  if (!file) throw new Error('order file not inserted');
  return file;
}

/** The receipt of an order: a boleta, or a factura when `serie` is a factura's (F…). */
export async function insertReceipt(
  ctx: AppContext,
  orderId: number,
  bankId: number,
  numero: number,
  serie = 'B001',
) {
  const [receipt] = await ctx.db
    .insert(receipts)
    .values({
      serie,
      numero,
      bankId,
      orderId,
      customerName: 'Cliente De Prueba Número',
      ...(serie.startsWith('F')
        ? { kind: 'factura' as const, documentType: 'RUC', documentNumber: '20100047218' }
        : { documentType: 'DNI', documentNumber: '70000001' }),
      description: 'Comisión por cambio de saldo',
      amount: '10.00',
      taxableAmount: '8.47',
      igvAmount: '1.53',
    })
    .returning();
  if (!receipt) throw new Error('receipt not inserted');
  return receipt;
}

/** The order's row as the database holds it now. */
export async function orderRow(ctx: AppContext, orderId: number) {
  const [row] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} missing`);
  return row;
}

/** The points given back to the customers of these orders. */
export const pointsRefundsOf = (ctx: AppContext, orderIds: number[]) =>
  ctx.db
    .select()
    .from(pointsLedger)
    .where(and(inArray(pointsLedger.orderId, orderIds), eq(pointsLedger.kind, 'refund')));
