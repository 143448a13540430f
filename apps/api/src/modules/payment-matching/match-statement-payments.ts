import { ORDER_STATUS, OPERATION_NUMBER_MAX_LENGTH, type PaymentMatchRule } from '@cambix/contract';
import { and, gte, inArray, isNotNull, isNull, or, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { bankAccounts, orders, paymentMatches } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { Principal } from '../../platform/http/access.ts';
import { limaDayStart, shiftDay } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney, type Cents } from '../../platform/money.ts';
import { approvePaymentIn } from '../order-pipeline/index.ts';
import { lineKeys } from './line-key.ts';
import {
  accountDigits,
  decidePaymentLine,
  referencesIn,
  type LineDecision,
  type ReferencedOrder,
} from './match-payment-line.ts';

/** A statement line as the reconciliation read it. */
export interface StatementPaymentLine {
  line: number;
  date: string;
  description: string;
  operationNumber: string | null;
  payerAccount: string | null;
  amount: Cents;
}

/**
 * Orders closed longer ago than this before the statement's first day are not looked for: their reference may
 * belong to a newer order by now, and a statement line is weeks old at most.
 */
const CLOSED_ORDER_DAYS = 90;

/** '2026-12-03' → '03/12/2026', as the history note shows the statement's day. */
const shownDay = (day: string) => day.split('-').reverse().join('/');

/** The history note of an approval the rule made, naming the rule and the statement line. */
export function automaticNote(rule: PaymentMatchRule, lineDate: string, line: number): string {
  const what =
    rule === 'reference_amount_payer'
      ? 'referencia, monto y cuenta del pagador coinciden'
      : 'referencia y monto coinciden; el extracto no muestra la cuenta del pagador';
  return `Aprobado automáticamente: ${what} (extracto del ${shownDay(lineDate)}, línea ${line}).`;
}

/** The history note of an approval staff made from the queue. */
export function queueNote(lineDate: string, line: number): string {
  return `Aprobado desde la cola de pagos por referencia (extracto del ${shownDay(lineDate)}, línea ${line}).`;
}

/** The operation number the approval records: the line's, or the reference when the bank lists none. */
export function approvalOperation(operationNumber: string | null, reference: string): string {
  const operation = operationNumber?.trim() ?? '';
  return (operation === '' ? `REF ${reference}` : operation).slice(0, OPERATION_NUMBER_MAX_LENGTH);
}

/** The orders whose reference a line may name: open ones, and those closed recently (decision 186). */
async function referencedOrders(db: Queryable, periodFrom: string): Promise<Map<string, ReferencedOrder[]>> {
  const since = limaDayStart(shiftDay(periodFrom, -CLOSED_ORDER_DAYS));
  const rows = await db
    .select({
      id: orders.id,
      userId: orders.userId,
      reference: orders.paymentReference,
      status: orders.status,
      collectionAccountId: orders.collectionAccountId,
      sendAmount: orders.sendAmount,
    })
    .from(orders)
    .where(
      and(
        isNotNull(orders.paymentReference),
        or(
          inArray(orders.status, [ORDER_STATUS.TEMPORAL, ORDER_STATUS.PENDIENTE]),
          gte(orders.statusChangedAt, since),
        ),
      ),
    );
  const userIds = [...new Set(rows.map((row) => row.userId))];
  const accounts =
    userIds.length === 0
      ? []
      : await db
          .select({ userId: bankAccounts.userId, number: bankAccounts.accountNumber, cci: bankAccounts.cci })
          .from(bankAccounts)
          .where(and(inArray(bankAccounts.userId, userIds), isNull(bankAccounts.deletedAt)));
  const accountsOf = new Map<number, string[]>();
  for (const account of accounts) {
    const list = accountsOf.get(account.userId) ?? [];
    list.push(accountDigits(account.number));
    if (account.cci) list.push(accountDigits(account.cci));
    accountsOf.set(account.userId, list);
  }
  const byReference = new Map<string, ReferencedOrder[]>();
  for (const row of rows) {
    const list = byReference.get(row.reference!) ?? [];
    list.push({
      id: row.id,
      status: row.status,
      collectionAccountId: row.collectionAccountId,
      sendAmount: parseMoney(row.sendAmount),
      customerAccounts: accountsOf.get(row.userId) ?? [],
    });
    byReference.set(row.reference!, list);
  }
  return byReference;
}

interface Decided {
  line: StatementPaymentLine;
  key: string;
  decision: Exclude<LineDecision, { kind: 'none' }>;
  reference: string;
}

/**
 * After a reconciliation is saved, its incoming lines that name an order's payment reference
 * (docs/rules/finance-reports.md#payments-by-reference): one the rule accepts approves the order's payment
 * through Pagos' own approval, as the staff member who imported the statement, with the rule and the line in
 * the order's history; any other waits in Pagos' queue with its candidates. Each line is written once per
 * account (a unique key): a line an earlier or concurrent import already took is left alone. One line, one
 * transaction: an approval that fails (the order moved meanwhile) queues the line instead.
 */
export async function matchStatementPayments(
  ctx: AppContext,
  actor: Principal,
  statement: {
    reconciliationId: number;
    accountId: number;
    periodFrom: string;
    lines: readonly StatementPaymentLine[];
  },
): Promise<{ automatic: number; queued: number }> {
  const credits = statement.lines.filter((line) => line.amount > 0n);
  if (credits.length === 0) return { automatic: 0, queued: 0 };
  const byReference = await referencedOrders(ctx.db, statement.periodFrom);
  if (byReference.size === 0) return { automatic: 0, queued: 0 };
  const known = new Set(byReference.keys());
  const keys = lineKeys(credits);

  const decided: Decided[] = [];
  credits.forEach((line, index) => {
    const references = referencesIn(line.description, known);
    const named = references.flatMap((reference) => byReference.get(reference) ?? []);
    const decision = decidePaymentLine({ accountId: statement.accountId, ...line }, named);
    if (decision.kind !== 'none')
      decided.push({ line, key: keys[index]!, decision, reference: references[0]! });
  });

  const counts = { automatic: 0, queued: 0 };
  for (const item of decided) {
    const outcome = await saveLine(ctx, actor, statement, item).catch(async (error: unknown) => {
      // The order moved between reading and approving (another import, a person in Pagos): a person looks.
      if (!(error instanceof AppError) || item.decision.kind !== 'approve') throw error;
      const queued: Decided = {
        ...item,
        decision: { kind: 'queue', reason: 'order_not_pending', candidateIds: [item.decision.orderId] },
      };
      return saveLine(ctx, actor, statement, queued);
    });
    if (outcome !== null) counts[outcome] += 1;
  }
  return counts;
}

/** Writes one line's match, and approves its order when the rule did; null when the line was taken before. */
async function saveLine(
  ctx: AppContext,
  actor: Principal,
  statement: { reconciliationId: number; accountId: number },
  { line, key, decision, reference }: Decided,
): Promise<'automatic' | 'queued' | null> {
  const events: DomainEvent[] = [];
  const saved = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const approve = decision.kind === 'approve';
    const [match] = await tx
      .insert(paymentMatches)
      .values({
        cambixAccountId: statement.accountId,
        lineKey: key,
        reconciliationId: statement.reconciliationId,
        lineNumber: line.line,
        lineDate: line.date,
        description: line.description,
        operationNumber: line.operationNumber,
        payerAccount: line.payerAccount,
        amount: formatMoney(line.amount),
        state: approve ? 'automatic' : 'queued',
        rule: approve ? decision.rule : null,
        reason: approve ? null : decision.reason,
        candidateOrderIds: approve ? [decision.orderId] : decision.candidateIds,
        orderId: approve ? decision.orderId : null,
        createdBy: actor.userId,
        createdAt: now,
      })
      .onConflictDoNothing({ target: [paymentMatches.cambixAccountId, paymentMatches.lineKey] })
      .returning({ id: paymentMatches.id });
    if (!match) return null;
    if (approve) {
      const approved = await approvePaymentIn(ctx, tx, actor, decision.orderId, {
        operationNumber: approvalOperation(line.operationNumber, reference),
        note: automaticNote(decision.rule, line.date, line.line),
        thirdPartyPayerName: null,
        thirdPartyPayerDocument: null,
      });
      events.push(...approved.events);
    }
    await recordAudit(tx, {
      actorId: actor.userId,
      action: approve ? 'payment-match.automatic' : 'payment-match.queue',
      targetType: 'payment-match',
      targetId: match.id,
      after: approve
        ? { orderId: decision.orderId, rule: decision.rule, reconciliationId: statement.reconciliationId }
        : {
            reason: decision.reason,
            candidateOrderIds: decision.candidateIds,
            reconciliationId: statement.reconciliationId,
          },
    });
    return approve ? 'automatic' : 'queued';
  });
  for (const event of events) ctx.events.publish(event);
  return saved;
}

/** How many of a reconciliation's lines were approved by the rule and how many wait in the queue. */
export async function reconciliationPaymentCounts(
  db: Queryable,
  reconciliationId: number,
): Promise<{ automatic: number; queued: number }> {
  const rows = await db
    .select({ state: paymentMatches.state })
    .from(paymentMatches)
    .where(eq(paymentMatches.reconciliationId, reconciliationId));
  return {
    automatic: rows.filter((row) => row.state === 'automatic').length,
    // A queued line later decided by staff still arrived in this statement's queue.
    queued: rows.filter((row) => row.state !== 'automatic').length,
  };
}
