import type { OrderStatus, PromoUsePage } from '@cambix/contract';
import { count, desc, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { orders, promoCodes, promoCodeUses, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { personName } from './promo-query.ts';
import { useGivenBack } from './standing-use.ts';

export const PROMO_USES_PAGE_SIZE = 25;

/** Every order that took the coupon, newest first, each marked when it gave its use back. */
export async function listPromotionUses(
  ctx: AppContext,
  promoId: number,
  page: number,
): Promise<PromoUsePage> {
  const [promo] = await ctx.db
    .select({ id: promoCodes.id })
    .from(promoCodes)
    .where(eq(promoCodes.id, promoId));
  if (!promo) throw new AppError('PROMO_NOT_FOUND');
  const ofThisPromo = eq(promoCodeUses.promoCodeId, promoId);
  const [totalRow] = await ctx.db.select({ total: count() }).from(promoCodeUses).where(ofThisPromo);
  const rows = await ctx.db
    .select({
      orderId: orders.id,
      orderCode: orders.code,
      customerId: users.id,
      customerName: personName,
      documentNumber: users.documentNumber,
      at: promoCodeUses.createdAt,
      sendAmount: orders.sendAmount,
      discount: orders.discount,
      status: orders.status,
      givenBack: sql<boolean>`(${useGivenBack})`,
    })
    .from(promoCodeUses)
    .innerJoin(orders, eq(orders.id, promoCodeUses.orderId))
    .innerJoin(users, eq(users.id, promoCodeUses.userId))
    .where(ofThisPromo)
    .orderBy(desc(promoCodeUses.createdAt), desc(promoCodeUses.id))
    .limit(PROMO_USES_PAGE_SIZE)
    .offset((page - 1) * PROMO_USES_PAGE_SIZE);
  return {
    items: rows.map((row) => ({
      orderId: row.orderId,
      orderCode: row.orderCode,
      customer: { id: row.customerId, name: row.customerName, documentNumber: row.documentNumber },
      at: row.at.toISOString(),
      sendAmount: row.sendAmount,
      discount: row.discount,
      status: row.status as OrderStatus,
      givenBack: row.givenBack,
    })),
    total: totalRow?.total ?? 0,
    page,
    pageSize: PROMO_USES_PAGE_SIZE,
  };
}
