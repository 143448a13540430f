import { ORDER_STATUS, type PartnerOrder } from '@cambix/contract';
import { and, eq, isNotNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../../platform/http/access.ts';
import { isExpired } from '../orders/index.ts';
import { findPartner, partnerIdOf } from './acting-partner.ts';
import { issuePartnerLink } from './partner-link.ts';
import { getPartnerOrder } from './partner-order-view.ts';

/**
 * `POST /api/partner/orders/:code/link` (docs/rules/partners.md#finalize-link): a new finalize link for one
 * of the partner's TEMPORAL orders still in time; every older link then answers as replaced. A partner's user
 * reaches its own orders only; staff, any partner's (the code names the order, and so the partner).
 */
export async function renewPartnerLink(
  ctx: AppContext,
  principal: Principal,
  code: string,
): Promise<PartnerOrder> {
  const own = principal.role === 'Externo' ? await partnerIdOf(ctx.db, principal.userId) : null;
  if (principal.role === 'Externo' && own === null) throw new AppError('PARTNER_ACCOUNT_WITHOUT_PARTNER');
  const partnerId = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const [order] = await tx
      .select()
      .from(orders)
      .where(
        and(own === null ? isNotNull(orders.partnerId) : eq(orders.partnerId, own), eq(orders.code, code)),
      )
      .for('update');
    if (!order?.partnerId) throw new AppError('ORDER_NOT_FOUND');
    const partner = await findPartner(tx, order.partnerId);
    if (!partner) throw new AppError('ORDER_NOT_FOUND');
    if (order.status !== ORDER_STATUS.TEMPORAL || isExpired(order, now))
      throw new AppError('PARTNER_LINK_NOT_RENEWABLE');
    if (!partner.active) throw new AppError('PARTNER_INACTIVE');
    const link = await issuePartnerLink(
      tx,
      { partnerId: partner.id, order, linkHours: partner.linkHours, createdBy: principal.userId },
      now,
    );
    await recordAudit(tx, {
      actorId: principal.userId,
      action: 'partner-link.renew',
      targetType: 'order',
      targetId: order.id,
      after: { linkId: link.id, expiresAt: link.expiresAt.toISOString() },
    });
    return partner.id;
  });
  return getPartnerOrder(ctx, partnerId, code);
}
