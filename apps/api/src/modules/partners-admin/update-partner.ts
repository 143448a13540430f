import type { Partner, PartnerInput } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partners } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import {
  assertPartnerTerms,
  partnerColumnsOf,
  rucTakenFromUniqueViolation,
  savedColumnsOf,
  type PartnerColumns,
} from './partner-terms.ts';
import { findPartnerRow, loadPartner } from './partner-view.ts';

/**
 * Saves a partner's data and terms; the audit row holds what changed, before and after. A new share percent
 * counts for shares accrued from now on (docs/rules/partners.md#shares); a save that changes nothing writes
 * nothing.
 */
export async function updatePartner(
  ctx: AppContext,
  caller: Principal,
  partnerId: number,
  input: PartnerInput,
): Promise<Partner> {
  try {
    await ctx.db.transaction(async (tx) => {
      const current = await findPartnerRow(tx, partnerId, { lock: true });
      await assertPartnerTerms(tx, input, partnerId);
      const was = savedColumnsOf(current);
      const will = partnerColumnsOf(input);
      const changed = (Object.keys(will) as (keyof PartnerColumns)[]).filter(
        (field) => was[field] !== will[field],
      );
      if (changed.length === 0) return;
      await tx
        .update(partners)
        .set({ ...will, updatedAt: ctx.now() })
        .where(eq(partners.id, partnerId));
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'partner.update',
        targetType: 'partner',
        targetId: partnerId,
        before: Object.fromEntries(changed.map((field) => [field, was[field]])),
        after: Object.fromEntries(changed.map((field) => [field, will[field]])),
      });
    });
  } catch (error) {
    throw rucTakenFromUniqueViolation(error) ?? error;
  }
  return loadPartner(ctx.db, partnerId);
}
