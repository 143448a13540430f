import type { ParsedPromoFilters, PromoPage } from '@cambix/contract';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { promoCodes } from '../../platform/db/schema/index.ts';
import { promoConditions, promoOrder, selectPromoRows, toPromoSummaries } from './promo-query.ts';

export interface PromoListInput extends ParsedPromoFilters {
  page: number;
  pageSize: number;
}

/** One page of coupons matching the filters, in the chosen order, with the total of the whole set. */
export async function listPromotions(ctx: AppContext, input: PromoListInput): Promise<PromoPage> {
  const now = ctx.now();
  const where = promoConditions(input, now);
  const [totalRow] = await ctx.db.select({ total: count() }).from(promoCodes).where(where);
  const rows = await selectPromoRows(ctx.db, now)
    .where(where)
    .orderBy(...promoOrder(input))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  return {
    items: await toPromoSummaries(ctx.db, rows),
    total: totalRow?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
