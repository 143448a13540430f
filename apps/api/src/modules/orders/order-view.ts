import { ORDER_STATUS, type Order, type OrderSummary, type ReceiptKind } from '@cambix/contract';
import { alias } from 'drizzle-orm/pg-core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { facturaBuyerOf } from './factura-buyer.ts';
import {
  banks,
  cambixAccounts,
  orderFiles,
  orderHistory,
  orders,
  promoCodes,
  receipts,
} from '../../platform/db/schema/index.ts';

type OrderRow = typeof orders.$inferSelect;
type BankRow = typeof banks.$inferSelect;
type Status = Order['status'];

const toBank = (bank: BankRow): Order['paymentBank'] => ({
  id: bank.id,
  code: bank.code,
  name: bank.name,
  shortName: bank.shortName,
  color: bank.color,
});

/** One order as its owner sees it in the list. */
export function toOrderSummary(order: OrderRow, paymentBank: BankRow): OrderSummary {
  return {
    id: order.id,
    code: order.code,
    status: order.status as Status,
    channel: order.channel,
    kind: order.kind,
    sendCurrency: order.sendCurrency,
    receiveCurrency: order.currency,
    rate: order.rate,
    direction: order.direction,
    sendAmount: order.sendAmount,
    finalFee: order.finalFee,
    receiveAmount: order.receiveAmount,
    paymentBank: toBank(paymentBank),
    destinationBankName: order.destination.bankName,
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.status === ORDER_STATUS.TEMPORAL ? order.expiresAt.toISOString() : null,
    payoutOperationNumber: order.payoutOperationNumber,
  };
}

/**
 * A divisas order's terms and its lock (docs/rules/exchange.md#the-lock), or none on an indicative order
 * (docs/rules/exchange.md#indicative-quotes); null for cambio de saldo.
 */
export function exchangeOf(
  order: Pick<
    OrderRow,
    | 'kind'
    | 'direction'
    | 'rate'
    | 'rateId'
    | 'rateLockedUntil'
    | 'usdAmount'
    | 'spread'
    | 'sendCurrency'
    | 'currency'
    | 'penEquivalent'
  >,
): Order['exchange'] {
  const { direction, rate, rateId, rateLockedUntil, usdAmount, spread } = order;
  if (order.kind !== 'divisas' || !direction || !rate || rateId === null || !usdAmount) return null;
  return {
    direction,
    sendCurrency: order.sendCurrency,
    receiveCurrency: order.currency,
    rate,
    usdAmount,
    penAmount: order.penEquivalent,
    spread: spread ?? '0.00',
    rateId,
    lockedUntil: rateLockedUntil?.toISOString() ?? null,
    indicative: rateLockedUntil === null,
  };
}

function discountSource(order: OrderRow): Order['quote']['discountSource'] {
  if (order.promoCodeId !== null) return 'promo';
  // The referral code rides on the first order even below the threshold, where there is no discount.
  if (order.referralCode !== null && order.discount !== '0.00') return 'referral';
  return null;
}

/** What the customer is told about the order's state: the observation to fix, or why it failed. */
function noteOf(order: OrderRow): string | null {
  if (order.status === ORDER_STATUS.OBSERVADA) return order.observedNote;
  if (order.status === ORDER_STATUS.FALLIDA) return order.rejectionReason;
  return null;
}

const collectionBanks = alias(banks, 'collection_banks');

type CambixAccountRow = typeof cambixAccounts.$inferSelect;
type FileRow = typeof orderFiles.$inferSelect;
type HistoryRow = typeof orderHistory.$inferSelect;

/** What the view of one order is made of: its row and the rows it points at. */
export interface OrderViewRows {
  order: OrderRow;
  paymentBank: BankRow;
  collection: CambixAccountRow;
  collectionBank: BankRow;
  promoCode: string | null;
  /** Its current files, oldest first. */
  files: FileRow[];
  /** Oldest first. */
  history: Pick<HistoryRow, 'fromStatus' | 'toStatus' | 'createdAt' | 'note'>[];
  receipt: { kind: ReceiptKind; serie: string; numero: number; bankId: number } | null;
}

/** The full order (quote, accounts, current files, history, receipt), or null when there is none. */
export async function loadOrderView(db: Queryable, orderId: number): Promise<Order | null> {
  const [row] = await db
    .select({
      order: orders,
      paymentBank: banks,
      collection: cambixAccounts,
      collectionBank: collectionBanks,
      promoCode: promoCodes.code,
    })
    .from(orders)
    .innerJoin(banks, eq(banks.id, orders.paymentBankId))
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, orders.collectionAccountId))
    .innerJoin(collectionBanks, eq(collectionBanks.id, cambixAccounts.bankId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, orderId));
  if (!row) return null;

  const [files, history, [receipt]] = await Promise.all([
    db
      .select()
      .from(orderFiles)
      .where(and(eq(orderFiles.orderId, orderId), isNull(orderFiles.replacedAt)))
      .orderBy(asc(orderFiles.id)),
    db
      .select()
      .from(orderHistory)
      .where(eq(orderHistory.orderId, orderId))
      .orderBy(asc(orderHistory.createdAt), asc(orderHistory.id)),
    db
      .select({
        kind: receipts.kind,
        serie: receipts.serie,
        numero: receipts.numero,
        bankId: receipts.bankId,
      })
      .from(receipts)
      .where(eq(receipts.orderId, orderId)),
  ]);
  return toOrderView({ ...row, files, history, receipt: receipt ?? null });
}

/** The view of an order from its rows (a new order builds it from what it just wrote). */
export function toOrderView(rows: OrderViewRows): Order {
  const { order, collection, files, history, receipt } = rows;
  const fileOf = (kind: 'voucher' | 'payout_voucher'): Order['voucher'] => {
    const file = files.findLast((item) => item.kind === kind);
    return file ? { kind, mimeType: file.mimeType, uploadedAt: file.createdAt.toISOString() } : null;
  };

  return {
    ...toOrderSummary(order, rows.paymentBank),
    quote: {
      sendAmount: order.sendAmount,
      commissionPercent: order.commissionPercent,
      isFlatFee: order.isFlatFee,
      fee: order.fee,
      discount: order.discount,
      discountSource: discountSource(order),
      interbankFee: order.interbankFee,
      pointsRedeemed: order.pointsRedeemed,
      pointsDiscount: order.pointsDiscount,
      finalFee: order.finalFee,
      receiveAmount: order.receiveAmount,
    },
    collectionAccount: {
      bank: toBank(rows.collectionBank),
      currency: collection.currency,
      accountNumber: collection.accountNumber,
      cci: collection.cci,
      holderName: collection.holderName,
    },
    destination: order.destination,
    promoCode: rows.promoCode,
    referralCode: order.referralCode,
    customerOperationNumber: order.customerOperationNumber,
    paymentReference: order.paymentReference,
    voucher: fileOf('voucher'),
    payoutVoucher: fileOf('payout_voucher'),
    note: noteOf(order),
    history: history.map((entry) => ({
      fromStatus: entry.fromStatus as Status | null,
      toStatus: entry.toStatus as Status,
      at: entry.createdAt.toISOString(),
      note: entry.note,
    })),
    receipt: receipt
      ? { tipo: receipt.kind, serie: receipt.serie, numero_recibo: receipt.numero, bankId: receipt.bankId }
      : null,
    finalizedAt: order.finalizedAt?.toISOString() ?? null,
    exchange: exchangeOf(order),
    fundsOrigin: order.fundsOrigin,
    fundsOriginDetail: order.fundsOriginDetail,
    declarationSignedAt: order.declarationSignedAt?.toISOString() ?? null,
    factura: facturaBuyerOf(order),
  };
}
