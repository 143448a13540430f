import type { PaymentMatch, PaymentMatchCandidate, PaymentMatchState } from '@cambix/contract';
import { desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, cambixAccounts, orders, paymentMatches, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { accountLabelSql, personNameSql } from '../finance-ledger/index.ts';

/** The newest lines a list answers: the queue is worked daily; older decisions stay in the audit. */
const LIST_LIMIT = 300;

const creator = alias(users, 'creator');
const decider = alias(users, 'decider');
const linkedOrder = alias(orders, 'linked_order');

function matchSelect(db: Queryable) {
  return db
    .select({
      ...getTableColumns(paymentMatches),
      accountLabel: accountLabelSql(),
      currency: cambixAccounts.currency,
      createdByName: personNameSql(creator),
      decidedByName: personNameSql(decider),
      orderCode: linkedOrder.code,
    })
    .from(paymentMatches)
    .innerJoin(cambixAccounts, eq(cambixAccounts.id, paymentMatches.cambixAccountId))
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .innerJoin(creator, eq(creator.id, paymentMatches.createdBy))
    .leftJoin(decider, eq(decider.id, paymentMatches.decidedBy))
    .leftJoin(linkedOrder, eq(linkedOrder.id, paymentMatches.orderId))
    .$dynamic();
}

type MatchRow = Awaited<ReturnType<typeof matchSelect>>[number];

const customerAccount = alias(cambixAccounts, 'candidate_account');
const customerBank = alias(banks, 'candidate_bank');

/** The candidate orders of the lines, as the queue shows them. */
async function candidatesOf(db: Queryable, ids: number[]): Promise<Map<number, PaymentMatchCandidate>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orders.id,
      code: orders.code,
      status: orders.status,
      paymentReference: orders.paymentReference,
      sendAmount: orders.sendAmount,
      sendCurrency: orders.sendCurrency,
      customerName: personNameSql(users),
      collectionAccountLabel: accountLabelSql(customerBank, customerAccount),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(customerAccount, eq(customerAccount.id, orders.collectionAccountId))
    .innerJoin(customerBank, eq(customerBank.id, customerAccount.bankId))
    .where(inArray(orders.id, ids));
  return new Map(rows.map((row) => [row.orderId, { ...row, paymentReference: row.paymentReference ?? '' }]));
}

async function toMatches(db: Queryable, rows: MatchRow[]): Promise<PaymentMatch[]> {
  const candidates = await candidatesOf(db, [...new Set(rows.flatMap((match) => match.candidateOrderIds))]);
  return rows.map(({ accountLabel, currency, createdByName, decidedByName, orderCode, ...match }) => ({
    id: match.id,
    state: match.state,
    rule: match.rule,
    reason: match.reason,
    account: { id: match.cambixAccountId, label: accountLabel, currency },
    reconciliationId: match.reconciliationId,
    line: {
      line: match.lineNumber,
      date: match.lineDate,
      description: match.description,
      operationNumber: match.operationNumber,
      payerAccount: match.payerAccount,
      amount: match.amount,
    },
    candidates: match.candidateOrderIds.flatMap((id) => candidates.get(id) ?? []),
    order: match.orderId !== null && orderCode !== null ? { id: match.orderId, code: orderCode } : null,
    dismissReason: match.dismissReason,
    decidedBy:
      match.decidedBy !== null && decidedByName !== null
        ? { id: match.decidedBy, name: decidedByName }
        : null,
    decidedAt: match.decidedAt?.toISOString() ?? null,
    createdBy: { id: match.createdBy, name: createdByName },
    createdAt: match.createdAt.toISOString(),
  }));
}

/**
 * `GET /api/admin/finance/payment-matches`: the lines in one state, the queue oldest first (the first to work),
 * the others newest first (docs/rules/finance-reports.md#payments-by-reference).
 */
export async function listPaymentMatches(
  db: Queryable,
  query: { state: PaymentMatchState },
): Promise<PaymentMatch[]> {
  const order =
    query.state === 'queued'
      ? [paymentMatches.createdAt, paymentMatches.id]
      : [desc(paymentMatches.createdAt), desc(paymentMatches.id)];
  const rows = await matchSelect(db)
    .where(eq(paymentMatches.state, query.state))
    .orderBy(...order)
    .limit(LIST_LIMIT);
  return toMatches(db, rows);
}

/** One line as the queue shows it. */
export async function readPaymentMatch(db: Queryable, id: number): Promise<PaymentMatch> {
  const rows = await matchSelect(db).where(eq(paymentMatches.id, id));
  if (rows.length === 0) throw new AppError('PAYMENT_MATCH_NOT_FOUND');
  const [match] = await toMatches(db, rows);
  return match!;
}
