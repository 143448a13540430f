import type { Partner, PartnerInput } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { partners } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { assertPartnerTerms, partnerColumnsOf, rucTakenFromUniqueViolation } from './partner-terms.ts';
import { loadPartner } from './partner-view.ts';

/** A new partner business (docs/rules/partners.md#partner-business), audited. */
export async function createPartner(
  ctx: AppContext,
  caller: Principal,
  input: PartnerInput,
): Promise<Partner> {
  await assertPartnerTerms(ctx.db, input);
  const now = ctx.now();
  let partnerId: number;
  try {
    partnerId = await ctx.db.transaction(async (tx) => {
      const columns = partnerColumnsOf(input);
      const [row] = await tx
        .insert(partners)
        .values({ ...columns, createdBy: caller.userId, createdAt: now, updatedAt: now })
        .returning({ id: partners.id });
      if (!row) throw new Error('insert returned no partner');
      await recordAudit(tx, {
        actorId: caller.userId,
        action: 'partner.create',
        targetType: 'partner',
        targetId: row.id,
        after: columns,
      });
      return row.id;
    });
  } catch (error) {
    throw rucTakenFromUniqueViolation(error) ?? error;
  }
  return loadPartner(ctx.db, partnerId);
}
