import { ORDER_STATUS } from '@cambix/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { MeasuredOrder } from '../compliance-rules/index.ts';
import type { Tx } from '../../platform/db/client.ts';
import {
  bankAccounts,
  bankAccountTypes,
  banks,
  cambixAccounts,
  orders,
  users,
} from '../../platform/db/schema/index.ts';
import { parseMoney, type Cents } from '../../platform/money.ts';
import { confirmedPepEndsSql, holdingAlertQuery } from '../compliance-alerts/index.ts';
import { structuringOrdersSql } from '../compliance-rules/index.ts';
import { highRiskQuery } from '../compliance-risk/index.ts';
import { pointsBalanceQuery } from '../points/index.ts';
import { finalizedOrderQuery } from './customer-terms.ts';
import { usedByAdjustmentsQuery, usedByOrdersQuery } from './monthly-usage.ts';
import { operatedTotalQuery } from './operated-total.ts';

const destinationBanks = alias(banks, 'destination_banks');

type BankRow = typeof banks.$inferSelect;

/** What the destination check reads: the account, its bank and its type (null when it is not the customer's). */
export interface DestinationRow {
  account: typeof bankAccounts.$inferSelect;
  bank: BankRow;
  type: typeof bankAccountTypes.$inferSelect;
}

/** Everything a new order's rules read besides the customer's row, as one statement saw it. */
export interface OrderInputs {
  /** The order this idempotency key already made, if any. */
  existingOrderId: number | null;
  operated: Cents;
  usedThisMonth: Cents;
  pointsBalance: number;
  hasFinalizedOrder: boolean;
  hasOpenOrder: boolean;
  /** The payment bank, when it exists and is active. */
  bank: BankRow | null;
  destination: DestinationRow | null;
  /** Cambix's active collection account at the payment bank, in the currency the customer sends. */
  collection: typeof cambixAccounts.$inferSelect | null;
  /** The customer's orders finalized in the structuring window (docs/rules/compliance.md#structuring). */
  structuringOrders: MeasuredOrder[];
  /** An alert holds the customer (docs/rules/compliance.md#hold). */
  onHold: boolean;
  /** The position ends of the customer's confirmed PEP-list hits (docs/rules/compliance.md#pep). */
  pepEnds: (string | null)[];
  /** The customer's stored risk level is high (docs/rules/compliance.md#customer-risk). */
  highRisk: boolean;
}

export interface OrderInputsRequest {
  userId: number;
  idempotencyKey: string;
  bankId: number;
  destinationAccountId?: number | undefined;
  /** What the customer pays in: the collection account is in it (PEN unless a divisas `compra`). */
  sendCurrency?: 'PEN' | 'USD' | undefined;
  /** The Lima month the limit is counted in ('2026-11'). */
  month: string;
  /** The structuring window: its days, ending at `now`. */
  structuringWindow: { now: Date; days: number };
}

const exists = (query: { getSQL(): unknown }) => sql<boolean>`exists ${query}`.mapWith(Boolean);

/**
 * One statement for what the checks of a new order need (docs/rules/limits.md, fees-and-quotes.md,
 * points.md): each part is the query its own rule runs elsewhere, read here as a subquery. Run it after
 * the customer's row is locked, so it sees what committed before the lock was granted.
 */
export async function readOrderInputs(tx: Tx, request: OrderInputsRequest): Promise<OrderInputs> {
  const { userId, month } = request;
  const text = (query: { getSQL(): unknown }) => sql<string>`${query}`;
  const [row] = await tx
    .select({
      existingOrderId: sql<number | null>`${tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, request.idempotencyKey)))}`,
      operated: text(operatedTotalQuery(tx, userId)),
      usedByOrders: text(usedByOrdersQuery(tx, userId, month)),
      usedByAdjustments: text(usedByAdjustmentsQuery(tx, userId, month)),
      pointsBalance: text(pointsBalanceQuery(tx, userId)),
      hasFinalizedOrder: exists(finalizedOrderQuery(tx, userId)),
      hasOpenOrder: exists(
        tx
          .select({ id: orders.id })
          .from(orders)
          .where(
            and(
              eq(orders.userId, userId),
              eq(orders.status, ORDER_STATUS.TEMPORAL),
              isNull(orders.expiredAt),
            ),
          ),
      ),
      structuringOrders: structuringOrdersSql(
        tx,
        userId,
        request.structuringWindow.now,
        request.structuringWindow.days,
      ),
      onHold: exists(holdingAlertQuery(tx, userId)),
      pepEnds: confirmedPepEndsSql(tx, userId),
      highRisk: exists(highRiskQuery(tx, userId)),
      bank: banks,
      account: bankAccounts,
      accountBank: destinationBanks,
      accountType: bankAccountTypes,
      collection: cambixAccounts,
    })
    .from(users)
    .leftJoin(banks, and(eq(banks.id, request.bankId), eq(banks.active, true)))
    .leftJoin(
      bankAccounts,
      request.destinationAccountId === undefined
        ? sql`false`
        : and(
            eq(bankAccounts.id, request.destinationAccountId),
            eq(bankAccounts.userId, users.id),
            isNull(bankAccounts.deletedAt),
          ),
    )
    .leftJoin(destinationBanks, eq(destinationBanks.id, bankAccounts.bankId))
    .leftJoin(bankAccountTypes, eq(bankAccountTypes.id, bankAccounts.accountTypeId))
    .leftJoin(
      cambixAccounts,
      and(
        eq(cambixAccounts.bankId, request.bankId),
        eq(cambixAccounts.currency, request.sendCurrency ?? 'PEN'),
        eq(cambixAccounts.purpose, 'collection'),
        eq(cambixAccounts.active, true),
      ),
    )
    .where(eq(users.id, userId));
  if (!row) throw new Error('the locked customer has no row');
  const { account, accountBank, accountType } = row;
  return {
    existingOrderId: row.existingOrderId === null ? null : Number(row.existingOrderId),
    operated: parseMoney(row.operated),
    usedThisMonth: parseMoney(row.usedByOrders) + parseMoney(row.usedByAdjustments),
    pointsBalance: Number(row.pointsBalance),
    hasFinalizedOrder: row.hasFinalizedOrder,
    hasOpenOrder: row.hasOpenOrder,
    bank: row.bank,
    destination:
      account && accountBank && accountType ? { account, bank: accountBank, type: accountType } : null,
    collection: row.collection,
    structuringOrders: row.structuringOrders,
    onHold: row.onHold,
    pepEnds: row.pepEnds,
    highRisk: row.highRisk,
  };
}
