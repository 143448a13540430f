import type { ExternalOrder, PartnerLinkState } from '@cambix/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, orders, partners, partnerShares, users } from '../../platform/db/schema/index.ts';
import { partnerLinkState, toPartnerOrderFields, type PartnerLinkRow } from '../partners-orders/index.ts';
import { NEWEST_FIRST } from '../orders/index.ts';

type OrderRow = typeof orders.$inferSelect;

/** Partner orders with their client, payment bank, partner and share: what the staff list reads. */
export function selectExternalOrders(db: Queryable, conditions: SQL[]) {
  return db
    .select({
      order: orders,
      client: users,
      bank: banks,
      partner: { id: partners.id, name: partners.name },
      share: partnerShares,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(banks, eq(banks.id, orders.paymentBankId))
    .innerJoin(partners, eq(partners.id, orders.partnerId))
    .leftJoin(partnerShares, eq(partnerShares.orderId, orders.id))
    .where(and(...conditions))
    .orderBy(...NEWEST_FIRST)
    .$dynamic();
}

export type ExternalOrderRow = Awaited<
  ReturnType<ReturnType<typeof selectExternalOrders>['execute']>
>[number];

/** Staff count a finalized order's link as used even when replaced, and an order without a link as expired. */
function linkStateOf(link: PartnerLinkRow | undefined, order: OrderRow, now: Date): PartnerLinkState {
  if (link?.usedAt || order.finalizedAt !== null) return 'usada';
  if (!link) return 'vencida';
  return partnerLinkState(link, order, now);
}

export function toExternalOrder(
  row: ExternalOrderRow,
  link: PartnerLinkRow | undefined,
  now: Date,
): ExternalOrder {
  return {
    id: row.order.id,
    partner: row.partner,
    ...toPartnerOrderFields(row),
    linkState: linkStateOf(link, row.order, now),
  };
}
