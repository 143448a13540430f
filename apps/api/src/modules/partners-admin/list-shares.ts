import type { PartnerShareList } from '@cambix/contract';
import type { partnerShareQuery } from '@cambix/contract/schemas';
import { and, desc, eq, gte, isNotNull, isNull, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orders, partnerShares } from '../../platform/db/schema/index.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { findPartnerRow } from './partner-view.ts';

export type ShareFilters = z.output<typeof partnerShareQuery>;

/** A share list's conditions: the partner's, accrued within the Lima days, settled or not. */
export function shareConditions(partnerId: number, filters: ShareFilters): SQL[] {
  const conditions: SQL[] = [eq(partnerShares.partnerId, partnerId)];
  if (filters.from) conditions.push(gte(partnerShares.accruedAt, limaDayStart(filters.from)));
  if (filters.to) conditions.push(lt(partnerShares.accruedAt, limaDayEnd(filters.to)));
  if (filters.settled === true) conditions.push(isNotNull(partnerShares.settlementId));
  if (filters.settled === false) conditions.push(isNull(partnerShares.settlementId));
  return conditions;
}

/** `GET /api/admin/partners/:partnerId/shares`: a partner's shares, newest first, and what is still owed. */
export async function listShares(
  ctx: AppContext,
  partnerId: number,
  filters: ShareFilters,
): Promise<PartnerShareList> {
  await findPartnerRow(ctx.db, partnerId);
  const rows = await ctx.db
    .select({ share: partnerShares, orderCode: orders.code })
    .from(partnerShares)
    .innerJoin(orders, eq(orders.id, partnerShares.orderId))
    .where(and(...shareConditions(partnerId, filters)))
    .orderBy(desc(partnerShares.accruedAt), desc(partnerShares.id));
  const unsettled = rows
    .filter(({ share }) => share.settlementId === null)
    .reduce((total, { share }) => total + parseMoney(share.amount), 0n);
  return {
    items: rows.map(({ share, orderCode }) => ({
      id: share.id,
      orderCode,
      orderId: share.orderId,
      commission: share.commission,
      sharePercent: share.sharePercent,
      amount: share.amount,
      accruedAt: share.accruedAt.toISOString(),
      settlementId: share.settlementId,
    })),
    unsettledTotal: formatMoney(unsettled),
  };
}
