import { PARTNER_CLIENT_ROLE_ID, ROLE_IDS, type RiskFactorKind } from '@cambix/contract';
import { and, asc, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { customerRisk, users } from '../../platform/db/schema/index.ts';
import { limaDay, limaDayStart } from '../../platform/lima-calendar.ts';
import { RISK_BATCH } from './recompute-all.ts';
import { recomputeRisk } from './recompute-risk.ts';

/** The factors time alone can end: a window's orders leave it; a listed PEP's years after office run out. */
export const AGING_FACTORS: readonly RiskFactorKind[] = ['amounts', 'link-channel', 'pep'];

const agingFactor = sql`exists (select 1 from jsonb_array_elements(${customerRisk.factors}) as factor
  where factor ->> 'kind' in (${sql.join(
    AGING_FACTORS.map((kind) => sql`${kind}`),
    sql`, `,
  )}))`;

/**
 * docs/rules/compliance.md#when-it-is-computed: once a Lima day, each customer whose level time alone can
 * change (a factor of AGING_FACTORS, last computed before today in Lima) is computed again, and so is a
 * customer with no level yet (registered before decision 161). Runs every hour in every instance; a customer
 * computed today is left alone, and two instances at once compute the same level twice, which changes
 * nothing (the risk row is locked, the history keeps changes only). Answers how many were computed.
 */
export async function recomputeAgedRisk(ctx: AppContext): Promise<number> {
  const today = limaDayStart(limaDay(ctx.now()));
  const due = or(isNull(customerRisk.userId), and(lt(customerRisk.computedAt, today), agingFactor));
  let after = 0;
  let computed = 0;
  for (;;) {
    const batch = await ctx.db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: users.id })
        .from(users)
        .leftJoin(customerRisk, eq(customerRisk.userId, users.id))
        .where(
          and(inArray(users.roleId, [ROLE_IDS.Cliente, PARTNER_CLIENT_ROLE_ID]), gt(users.id, after), due),
        )
        .orderBy(asc(users.id))
        .limit(RISK_BATCH);
      for (const { id } of rows) await recomputeRisk(ctx, tx, id, { cause: 'time', actorId: null });
      return rows;
    });
    computed += batch.length;
    if (batch.length < RISK_BATCH) return computed;
    after = batch.at(-1)!.id;
  }
}
