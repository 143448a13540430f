import { ORDER_STATUS, type AdminOrderSummary, type BoardCard, type OrderStatus } from '@cambix/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, orderFiles, orders, users } from '../../platform/db/schema/index.ts';
import { toOrderSummary } from '../orders/index.ts';
import { personNameSql } from './order-people.ts';

// A scalar subquery with LIMIT, not EXISTS: PostgreSQL may answer an EXISTS with one hash of every voucher,
// read whole for a page of 25 (decision 119); this one looks each page row up in order_files_order_idx.
const hasVoucherSql = sql<boolean>`coalesce((select true from ${orderFiles} where ${and(
  eq(orderFiles.orderId, orders.id),
  eq(orderFiles.kind, 'voucher'),
  isNull(orderFiles.replacedAt),
)} limit 1), false)`;

/**
 * The exact creation time with its microseconds, for keyset cursors: a JavaScript Date keeps only
 * milliseconds, and rows written in the same millisecond would then be skipped or repeated.
 */
export const createdAtExactSql = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** Orders joined with their payment bank and customer: what every staff list reads. */
export function selectSummaries(db: Queryable) {
  return db
    .select({
      order: orders,
      paymentBank: banks,
      customer: { id: users.id, name: personNameSql(users), documentNumber: users.documentNumber },
      hasVoucher: hasVoucherSql,
      createdAtExact: createdAtExactSql,
    })
    .from(orders)
    .innerJoin(banks, eq(banks.id, orders.paymentBankId))
    .innerJoin(users, eq(users.id, orders.userId))
    .$dynamic();
}

/** When a TEMPORAL order was closed (expired, replaced or cancelled); null for an open one and any other status. */
export function closedTemporalAt(order: { status: number; expiredAt: Date | null }): string | null {
  return order.status === ORDER_STATUS.TEMPORAL ? (order.expiredAt?.toISOString() ?? null) : null;
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number];

export function toAdminOrderSummary(row: SummaryRow): AdminOrderSummary {
  return {
    ...toOrderSummary(row.order, row.paymentBank),
    customer: row.customer,
    statusSince: row.order.statusChangedAt.toISOString(),
    expiredAt: closedTemporalAt(row.order),
    customerOperationNumber: row.order.customerOperationNumber,
    paymentReference: row.order.paymentReference,
    hasVoucher: row.hasVoucher,
  };
}

/** The columns of a board card, read in one query. */
export function selectBoardCards(db: Queryable) {
  return db
    .select({
      id: orders.id,
      code: orders.code,
      status: orders.status,
      customerName: personNameSql(users),
      kind: orders.kind,
      sendAmount: orders.sendAmount,
      sendCurrency: orders.sendCurrency,
      receiveAmount: orders.receiveAmount,
      receiveCurrency: orders.currency,
      direction: orders.direction,
      rate: orders.rate,
      paymentBank: {
        id: banks.id,
        code: banks.code,
        name: banks.name,
        shortName: banks.shortName,
        color: banks.color,
      },
      destinationBankName: sql<string>`${orders.destination}->>'bankName'`,
      statusSince: orders.statusChangedAt,
      channel: orders.channel,
    })
    .from(orders)
    .innerJoin(banks, eq(banks.id, orders.paymentBankId))
    .innerJoin(users, eq(users.id, orders.userId))
    .$dynamic();
}

export type BoardCardRow = Awaited<ReturnType<ReturnType<typeof selectBoardCards>['execute']>>[number];

export function toBoardCard(row: BoardCardRow): BoardCard {
  return { ...row, status: row.status as OrderStatus, statusSince: row.statusSince.toISOString() };
}
