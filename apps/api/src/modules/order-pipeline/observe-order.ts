import type { AdminOrder } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { withFreshCode } from '../../platform/db/fresh-code.ts';
import type { Principal } from '../../platform/http/access.ts';
import { recordPartnerEvents } from '../../platform/partner-events.ts';
import { loadAdminOrder } from '../admin-orders/index.ts';
import {
  endModificationLinks,
  insertModificationLink,
  LINK_CODE_CONSTRAINT,
  linkUrl,
} from '../order-links/index.ts';
import { drawCode, moveOrder, orderFor } from '../orders/index.ts';
import { mailOrderCustomer } from './customer-mail.ts';
import { orderObservedMail, partnerOrderObservedMail } from './mails/order-mails.ts';
import { orderCustomer } from './order-customer.ts';

/**
 * PENDIENTE_DEVOLUCION to OBSERVADA (docs/rules/statuses.md#transitions): the payout is blocked (wrong
 * account, data mismatch). The note is kept on the order and mailed to the customer with a modification link,
 * through which they choose another destination account or upload a new voucher and finalize: the order is
 * then back in the payout queue.
 */
export async function observeOrder(
  ctx: AppContext,
  staff: Principal,
  orderId: number,
  note: string,
): Promise<AdminOrder> {
  const { order, event, resolved } = await withFreshCode(LINK_CODE_CONSTRAINT, () =>
    ctx.db.transaction(async (tx) => {
      const now = ctx.now();
      const current = await orderFor(tx, orderId, 'observe');
      const moved = await moveOrder(tx, current, {
        action: 'observe',
        actorId: staff.userId,
        note,
        set: { observedNote: note },
        now,
      });
      // The one live modification link of the order: an earlier one (a previous observation) is ended.
      await endModificationLinks(tx, current.id, now);
      const link = await insertModificationLink(
        tx,
        { code: drawCode(ctx), orderId: current.id, userId: current.userId, createdBy: staff.userId },
        now,
      );
      const customer = await orderCustomer(tx, current.userId);
      await mailOrderCustomer(ctx, tx, customer, current.id, (to) =>
        customer.isPartnerClient
          ? partnerOrderObservedMail(ctx.config, to, moved.order, note)
          : orderObservedMail(ctx.config, to, moved.order, note, {
              url: linkUrl(ctx.config, 'modification', link.code),
              expiresAt: link.expiresAt,
            }),
      );
      await recordPartnerEvents(ctx, tx, moved.event);
      return moved;
    }),
  );
  ctx.events.publish(event);
  if (resolved) ctx.events.publish(resolved);
  return loadAdminOrder(ctx, order.id, staff);
}
