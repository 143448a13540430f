import type { SettlementResult } from '@cambix/contract';
import type { settlementRequest } from '@cambix/contract/schemas';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable, Tx } from '../../platform/db/client.ts';
import type { DomainEvent } from '../../platform/events.ts';
import {
  approvalRequests,
  cambixAccounts,
  partnerSettlements,
  partnerShares,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { requestApproval, waitsForSecondPerson } from '../four-eyes/index.ts';
import { recordLedgerEntry } from '../finance-ledger/index.ts';
import { markSharesSettled } from '../partners-orders/index.ts';
import { shareConditions } from './list-shares.ts';
import { findPartnerRow } from './partner-view.ts';
import { loadSettlements } from './settlement-view.ts';

export type SettlementInput = z.output<typeof settlementRequest>;

/** What a settlement request keeps for its approver: the period, and exactly the shares it pays. */
export interface SettlementPayload {
  partnerId: number;
  from: string;
  to: string;
  cambixAccountId: number;
  operationNumber: string;
  note: string | null;
  shareIds: number[];
  amount: string;
}

/** The account the money leaves from: one of Cambix's in soles (shares are), still in use. */
async function assertPayingAccount(db: Queryable, cambixAccountId: number): Promise<void> {
  const [account] = await db
    .select({ active: cambixAccounts.active, currency: cambixAccounts.currency })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.id, cambixAccountId));
  if (!account) throw refuse([problem('cambixAccountId', 'CAMBIX_ACCOUNT_NOT_FOUND')]);
  if (!account.active) throw refuse([problem('cambixAccountId', 'CAMBIX_ACCOUNT_INACTIVE')]);
  if (account.currency !== 'PEN') throw refuse([problem('cambixAccountId', 'CAMBIX_ACCOUNT_NOT_PEN')]);
}

/** One settlement request of a partner waits at a time: a second one would ask for the same shares. */
async function assertNoneWaiting(tx: Tx, partnerId: number): Promise<void> {
  const [waiting] = await tx
    .select({ id: approvalRequests.id })
    .from(approvalRequests)
    .where(
      and(
        eq(approvalRequests.kind, 'settlement'),
        eq(approvalRequests.state, 'pending'),
        sql`(${approvalRequests.payload} ->> 'partnerId')::int = ${partnerId}`,
      ),
    )
    .limit(1);
  if (waiting) throw new AppError('PARTNER_SETTLEMENT_PENDING');
}

type SharesSettled = Extract<DomainEvent, { type: 'partner.shares-settled' }>;

/**
 * The egreso, the settlement, each share marked with it and the partner's `share.settled` events, in the
 * caller's transaction; answers the event to publish once it commits.
 */
async function writeSettlement(
  ctx: AppContext,
  tx: Tx,
  partnerName: string,
  payload: SettlementPayload,
  actor: { id: number; approvalId: number | null },
  now: Date,
): Promise<SharesSettled> {
  const ledger = await recordLedgerEntry(tx, {
    cambixAccountId: payload.cambixAccountId,
    direction: 'egreso',
    amount: payload.amount,
    kind: 'manual',
    concept: `Liquidación a socio ${partnerName}`,
    operationNumber: payload.operationNumber,
    note: payload.note || null,
    actorId: actor.id,
    approvedBy: actor.approvalId === null ? null : actor.id,
    createdAt: now,
  });
  const [settlement] = await tx
    .insert(partnerSettlements)
    .values({
      partnerId: payload.partnerId,
      periodFrom: payload.from,
      periodTo: payload.to,
      amount: payload.amount,
      shareCount: payload.shareIds.length,
      cambixAccountId: payload.cambixAccountId,
      ledgerEntryId: ledger.id,
      operationNumber: payload.operationNumber,
      note: payload.note,
      createdBy: actor.id,
      createdAt: now,
    })
    .returning({ id: partnerSettlements.id });
  if (!settlement) throw new Error('insert returned no settlement');
  // The settlement id guards the update too: a share settled meanwhile would fail the count below.
  const marked = await markSharesSettled(tx, payload.shareIds, settlement.id);
  if (marked !== payload.shareIds.length)
    throw new Error('a locked share was settled by another transaction');
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'partner.settle',
    targetType: 'partner',
    targetId: payload.partnerId,
    after: {
      settlementId: settlement.id,
      from: payload.from,
      to: payload.to,
      amount: payload.amount,
      shareCount: payload.shareIds.length,
      approvalId: actor.approvalId,
    },
  });
  const settled: SharesSettled = { type: 'partner.shares-settled', settlementId: settlement.id };
  await recordPartnerEvents(ctx, tx, settled);
  return settled;
}

/**
 * Pays every unsettled share of the partner accrued in the period (docs/rules/partners.md#settlements): one
 * manual egreso on the ledger, the settlement, and each share marked with it, in one transaction; or, when
 * four-eyes says so (decision 131), a request that pays exactly those shares once a second person approves.
 * The shares are locked, so two settlements racing for them make one; the second finds nothing left.
 */
export async function settlePartner(
  ctx: AppContext,
  caller: Principal,
  partnerId: number,
  input: SettlementInput,
): Promise<SettlementResult> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const partner = await findPartnerRow(tx, partnerId);
    await assertPayingAccount(tx, input.cambixAccountId);
    const shares = await tx
      .select({ id: partnerShares.id, amount: partnerShares.amount })
      .from(partnerShares)
      .where(and(...shareConditions(partnerId, { from: input.from, to: input.to, settled: false })))
      .orderBy(asc(partnerShares.id))
      .for('update');
    if (shares.length === 0) throw refuse([problem('from', 'PARTNER_NOTHING_TO_SETTLE')]);
    await assertNoneWaiting(tx, partnerId);
    const amount = shares.reduce((total, share) => total + parseMoney(share.amount), 0n);
    const payload: SettlementPayload = {
      partnerId,
      from: input.from,
      to: input.to,
      cambixAccountId: input.cambixAccountId,
      operationNumber: input.operationNumber,
      note: input.note,
      shareIds: shares.map((share) => share.id),
      amount: formatMoney(amount),
    };
    const now = ctx.now();
    if (await waitsForSecondPerson(ctx, tx, { staffId: caller.userId, amount, currency: 'PEN' })) {
      const requestId = await requestApproval(
        tx,
        {
          kind: 'settlement',
          module: 'external-orders',
          summary: `Liquidación a socio ${partner.name}`,
          amount: payload.amount,
          currency: 'PEN',
          cambixAccountId: input.cambixAccountId,
          payload: { ...payload },
          createdBy: caller.userId,
        },
        now,
      );
      return { settled: null, requestId };
    }
    const settled = await writeSettlement(
      ctx,
      tx,
      partner.name,
      payload,
      { id: caller.userId, approvalId: null },
      now,
    );
    return { settled, requestId: null };
  });
  if (outcome.settled === null) return { settlement: null, pendingApprovalId: outcome.requestId };
  const { settlementId } = outcome.settled;
  ctx.events.publish(outcome.settled);
  const [settlement] = await loadSettlements(ctx.db, eq(partnerSettlements.id, settlementId));
  if (!settlement) throw new Error(`settlement ${settlementId} missing`);
  return { settlement, pendingApprovalId: null };
}

/**
 * A second person approves a waiting settlement: the same shares, still unsettled, or nothing. Answers what
 * to publish once the approval commits.
 */
export async function carryOutSettlement(
  ctx: AppContext,
  tx: Tx,
  payload: SettlementPayload,
  approver: { id: number; approvalId: number },
  now: Date,
): Promise<DomainEvent> {
  const partner = await findPartnerRow(tx, payload.partnerId);
  await assertPayingAccount(tx, payload.cambixAccountId);
  const shares = await tx
    .select({ id: partnerShares.id })
    .from(partnerShares)
    .where(and(inArray(partnerShares.id, payload.shareIds), isNull(partnerShares.settlementId)))
    .for('update');
  if (shares.length !== payload.shareIds.length) throw new AppError('PARTNER_SETTLEMENT_CHANGED');
  return writeSettlement(ctx, tx, partner.name, payload, approver, now);
}
