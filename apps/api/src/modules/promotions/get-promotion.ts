import type { PromoDetail } from '@cambix/contract';
import { and, asc, count, countDistinct, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, promoCodeUses } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { limaDaySql } from '../../platform/lima-calendar.ts';
import { loadPromoSummary } from './promo-query.ts';
import { useGivenBack, useStands } from './standing-use.ts';

/** The detail of one coupon: what it is, its totals over the uses that stand, and those uses per Lima day. */
export async function getPromotion(ctx: AppContext, promoId: number): Promise<PromoDetail> {
  const promo = await loadPromoSummary(ctx.db, promoId, ctx.now());
  if (!promo) throw new AppError('PROMO_NOT_FOUND');
  const ofThisPromo = eq(promoCodeUses.promoCodeId, promoId);
  const [totals] = await ctx.db
    .select({
      uses: count(),
      customers: countDistinct(promoCodeUses.userId),
      sendAmount: sql<string>`coalesce(sum(${orders.sendAmount}), 0)::numeric(14, 2)::text`,
      discount: sql<string>`coalesce(sum(${orders.discount}), 0)::numeric(14, 2)::text`,
    })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .where(and(ofThisPromo, useStands));
  const [givenBack] = await ctx.db
    .select({ uses: count() })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .where(and(ofThisPromo, useGivenBack));
  const day = limaDaySql(promoCodeUses.createdAt);
  const perDay = await ctx.db
    .select({ day, uses: count() })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .where(and(ofThisPromo, useStands))
    .groupBy(day)
    .orderBy(asc(day));
  return {
    promo,
    totals: {
      uses: totals?.uses ?? 0,
      givenBack: givenBack?.uses ?? 0,
      customers: totals?.customers ?? 0,
      sendAmount: totals?.sendAmount ?? '0.00',
      discount: totals?.discount ?? '0.00',
    },
    perDay,
  };
}
