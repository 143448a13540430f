import type { ReferralCodePage } from '@cambix/contract';
import type { referralCodeListQuery } from '@cambix/contract/schemas';
import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { referralCodes, users } from '../../platform/db/schema/index.ts';
import {
  referralCodeConditions,
  referralCodeOrder,
  selectReferralCodes,
  toReferralCodeSummary,
} from './referral-code-rows.ts';

/** `GET /api/admin/referral-codes`: one page of the filtered codes, with their counts and the total. */
export async function listReferralCodes(
  ctx: AppContext,
  query: z.output<typeof referralCodeListQuery>,
): Promise<ReferralCodePage> {
  const where = referralCodeConditions(query);
  const rows = await selectReferralCodes(ctx.db)
    .where(where)
    .orderBy(...referralCodeOrder(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await ctx.db
    .select({ total: count() })
    .from(referralCodes)
    .innerJoin(users, eq(users.id, referralCodes.ownerUserId))
    .where(where);
  return {
    items: rows.map(toReferralCodeSummary),
    total: total?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
