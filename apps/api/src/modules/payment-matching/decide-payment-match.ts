import type { PaymentMatch } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { orders, paymentMatches } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { DomainEvent } from '../../platform/events.ts';
import type { Principal } from '../../platform/http/access.ts';
import { approvePaymentIn } from '../order-pipeline/index.ts';
import { readPaymentMatch } from './list-payment-matches.ts';
import { approvalOperation, queueNote } from './match-statement-payments.ts';

type MatchRow = typeof paymentMatches.$inferSelect;

/** The queued line, locked: of two people deciding it at once, the second is told it was decided. */
async function lockQueued(tx: Tx, matchId: number): Promise<MatchRow> {
  const [match] = await tx.select().from(paymentMatches).where(eq(paymentMatches.id, matchId)).for('update');
  if (!match) throw new AppError('PAYMENT_MATCH_NOT_FOUND');
  if (match.state !== 'queued') throw new AppError('PAYMENT_MATCH_DECIDED');
  return match;
}

/**
 * `POST /api/admin/finance/payment-matches/{id}/approve`: staff approve one candidate of a queued line through
 * Pagos' approval (the same move, ledger row, mail and alerts), the line as its evidence; the money went into
 * the statement's account, so only an order that pays into it may be approved here
 * (docs/rules/finance-reports.md#payments-by-reference).
 */
export async function approvePaymentMatch(
  ctx: AppContext,
  staff: Principal,
  matchId: number,
  orderId: number,
): Promise<PaymentMatch> {
  const events: DomainEvent[] = [];
  await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const match = await lockQueued(tx, matchId);
    if (!match.candidateOrderIds.includes(orderId)) throw new AppError('PAYMENT_MATCH_NOT_CANDIDATE');
    const [order] = await tx
      .select({ collectionAccountId: orders.collectionAccountId, reference: orders.paymentReference })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (order?.collectionAccountId !== match.cambixAccountId)
      throw new AppError('PAYMENT_MATCH_OTHER_ACCOUNT');
    const approved = await approvePaymentIn(ctx, tx, staff, orderId, {
      operationNumber: approvalOperation(
        match.operationNumber,
        order.reference ?? match.lineNumber.toString(),
      ),
      note: queueNote(match.lineDate, match.lineNumber),
      thirdPartyPayerName: null,
      thirdPartyPayerDocument: null,
    });
    events.push(...approved.events);
    await tx
      .update(paymentMatches)
      .set({ state: 'approved', orderId, decidedBy: staff.userId, decidedAt: now })
      .where(eq(paymentMatches.id, match.id));
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'payment-match.approve',
      targetType: 'payment-match',
      targetId: match.id,
      before: { state: match.state },
      after: { state: 'approved', orderId },
    });
  });
  for (const event of events) ctx.events.publish(event);
  return readPaymentMatch(ctx.db, matchId);
}

/** `POST /api/admin/finance/payment-matches/{id}/dismiss`: the line pays no order here; the reason stays. */
export async function dismissPaymentMatch(
  ctx: AppContext,
  staff: Principal,
  matchId: number,
  reason: string,
): Promise<PaymentMatch> {
  await ctx.db.transaction(async (tx) => {
    const match = await lockQueued(tx, matchId);
    await tx
      .update(paymentMatches)
      .set({ state: 'dismissed', dismissReason: reason, decidedBy: staff.userId, decidedAt: ctx.now() })
      .where(eq(paymentMatches.id, match.id));
    await recordAudit(tx, {
      actorId: staff.userId,
      action: 'payment-match.dismiss',
      targetType: 'payment-match',
      targetId: match.id,
      before: { state: match.state },
      after: { state: 'dismissed' },
      note: reason,
    });
  });
  return readPaymentMatch(ctx.db, matchId);
}
