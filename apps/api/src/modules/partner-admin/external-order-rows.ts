import { ORDER_STATUS, type ExternalOrder, type OrderStatus, type PartnerLinkState } from '@cambix/contract';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  banks,
  orders,
  partnerLinks,
  partners,
  partnerShares,
  users,
} from '../../platform/db/schema/index.ts';
import { isExpired } from '../orders/index.ts';
import { fullName } from './partner-view.ts';

type OrderRow = typeof orders.$inferSelect;
type LinkRow = typeof partnerLinks.$inferSelect;

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
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .$dynamic();
}

export type ExternalOrderRow = Awaited<
  ReturnType<ReturnType<typeof selectExternalOrders>['execute']>
>[number];

/** The newest link of each order. */
export async function latestLinksOf(db: Queryable, orderIds: number[]): Promise<Map<number, LinkRow>> {
  const latest = new Map<number, LinkRow>();
  if (orderIds.length === 0) return latest;
  const rows = await db
    .select()
    .from(partnerLinks)
    .where(inArray(partnerLinks.orderId, orderIds))
    .orderBy(desc(partnerLinks.createdAt), desc(partnerLinks.id));
  for (const row of rows) if (!latest.has(row.orderId)) latest.set(row.orderId, row);
  return latest;
}

/** Used once its order was finalized; expired past its time, its order's, or replaced (docs/rules/partners.md#finalize-link). */
export function linkStateOf(link: LinkRow | undefined, order: OrderRow, now: Date): PartnerLinkState {
  if (link?.usedAt || order.finalizedAt !== null) return 'usada';
  if (!link || link.replacedAt !== null || order.status !== ORDER_STATUS.TEMPORAL) return 'vencida';
  if (isExpired(order, now) || link.expiresAt.getTime() <= now.getTime()) return 'vencida';
  return 'activa';
}

/** What the partner is told about the order's state: the observation, or why it failed. */
export function noteOf(order: OrderRow): string | null {
  if (order.status === ORDER_STATUS.OBSERVADA) return order.observedNote;
  if (order.status === ORDER_STATUS.FALLIDA) return order.rejectionReason;
  return null;
}

export function toExternalOrder(row: ExternalOrderRow, link: LinkRow | undefined, now: Date): ExternalOrder {
  const { order, client, bank, partner, share } = row;
  return {
    id: order.id,
    code: order.code,
    status: order.status as OrderStatus,
    partner,
    client: {
      name: fullName(client),
      documentType: client.documentType,
      documentNumber: client.documentNumber,
      email: client.email || null,
      phone: client.celular || null,
    },
    sendAmount: order.sendAmount,
    finalFee: order.finalFee,
    receiveAmount: order.receiveAmount,
    paymentBank: {
      id: bank.id,
      code: bank.code,
      name: bank.name,
      shortName: bank.shortName,
      color: bank.color,
    },
    destination: {
      bankName: order.destination.bankName,
      accountNumber: order.destination.accountNumber,
      cci: order.destination.cci,
    },
    createdAt: order.createdAt.toISOString(),
    finalizedAt: order.finalizedAt?.toISOString() ?? null,
    paidOutAt: order.paidOutAt?.toISOString() ?? null,
    note: noteOf(order),
    linkState: linkStateOf(link, order, now),
    share: share ? { amount: share.amount, settled: share.settlementId !== null } : null,
  };
}
