import type { PartnerSettlement } from '@cambix/contract';
import type { settlementRequest } from '@cambix/contract/schemas';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { cambixAccounts, partnerSettlements, partnerShares } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { problem, refuse } from '../../platform/refusal.ts';
import { recordLedgerEntry } from '../ledger/index.ts';
import { shareConditions } from './list-shares.ts';
import { findPartnerRow } from './partner-view.ts';
import { loadSettlements } from './settlement-view.ts';

export type SettlementInput = z.output<typeof settlementRequest>;

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

/**
 * Pays every unsettled share of the partner accrued in the period (docs/rules/partners.md#settlements): one
 * manual egreso on the ledger, the settlement, and each share marked with it, in one transaction. The shares
 * are locked, so two settlements racing for them make one; the second finds nothing left and is refused.
 */
export async function settlePartner(
  ctx: AppContext,
  caller: Principal,
  partnerId: number,
  input: SettlementInput,
): Promise<PartnerSettlement> {
  const settlementId = await ctx.db.transaction(async (tx) => {
    const partner = await findPartnerRow(tx, partnerId);
    await assertPayingAccount(tx, input.cambixAccountId);
    const shares = await tx
      .select({ id: partnerShares.id, amount: partnerShares.amount })
      .from(partnerShares)
      .where(and(...shareConditions(partnerId, { from: input.from, to: input.to, settled: false })))
      .orderBy(asc(partnerShares.id))
      .for('update');
    if (shares.length === 0) throw refuse([problem('from', 'PARTNER_NOTHING_TO_SETTLE')]);
    const amount = formatMoney(shares.reduce((total, share) => total + parseMoney(share.amount), 0n));
    const now = ctx.now();
    const ledger = await recordLedgerEntry(tx, {
      cambixAccountId: input.cambixAccountId,
      direction: 'egreso',
      amount,
      kind: 'manual',
      concept: `Liquidación a socio ${partner.name}`,
      operationNumber: input.operationNumber,
      note: input.note || null,
      actorId: caller.userId,
      createdAt: now,
    });
    const [settlement] = await tx
      .insert(partnerSettlements)
      .values({
        partnerId,
        periodFrom: input.from,
        periodTo: input.to,
        amount,
        shareCount: shares.length,
        cambixAccountId: input.cambixAccountId,
        ledgerEntryId: ledger.id,
        operationNumber: input.operationNumber,
        note: input.note,
        createdBy: caller.userId,
        createdAt: now,
      })
      .returning({ id: partnerSettlements.id });
    if (!settlement) throw new Error('insert returned no settlement');
    // The settlement id guards the update too: a share settled meanwhile would fail the count below.
    const marked = await tx
      .update(partnerShares)
      .set({ settlementId: settlement.id })
      .where(
        and(
          inArray(
            partnerShares.id,
            shares.map((share) => share.id),
          ),
          isNull(partnerShares.settlementId),
        ),
      )
      .returning({ id: partnerShares.id });
    if (marked.length !== shares.length) throw new Error('a locked share was settled by another transaction');
    await recordAudit(tx, {
      actorId: caller.userId,
      action: 'partner.settle',
      targetType: 'partner',
      targetId: partnerId,
      after: {
        settlementId: settlement.id,
        from: input.from,
        to: input.to,
        amount,
        shareCount: shares.length,
      },
    });
    return settlement.id;
  });
  const [settlement] = await loadSettlements(ctx.db, eq(partnerSettlements.id, settlementId));
  if (!settlement) throw new Error(`settlement ${settlementId} missing`);
  return settlement;
}
