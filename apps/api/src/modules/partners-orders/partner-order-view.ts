import { ORDER_STATUS, type PartnerOrder } from '@cambix/contract';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, orders, partnerShares, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { exchangeOf, facturaBuyerOf, NEWEST_FIRST } from '../orders/index.ts';
import { latestLinks, toFinalizeLink } from './partner-link.ts';

type Status = PartnerOrder['status'];
type OrderRow = typeof orders.$inferSelect;

/** A partner order with its client, payment bank and share, as selected for any partner order view. */
export type PartnerOrderRow = {
  order: OrderRow;
  client: typeof users.$inferSelect;
  bank: typeof banks.$inferSelect;
  share: typeof partnerShares.$inferSelect | null;
};

/** What the partner is told about the order's state: the observation, or why it failed. */
function noteOf(order: OrderRow): string | null {
  if (order.status === ORDER_STATUS.OBSERVADA) return order.observedNote;
  if (order.status === ORDER_STATUS.FALLIDA) return order.rejectionReason;
  return null;
}

/** How a person is named on partner screens: nombres and both apellidos. */
export const fullName = (
  user: Pick<typeof users.$inferSelect, 'nombres' | 'apellidoPaterno' | 'apellidoMaterno'>,
) =>
  [user.nombres, user.apellidoPaterno, user.apellidoMaterno]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/** Everything of a partner order but its link: what the partner and the staff list both show. */
export function toPartnerOrderFields({
  order,
  client,
  bank,
  share,
}: PartnerOrderRow): Omit<PartnerOrder, 'link'> {
  return {
    code: order.code,
    status: order.status as Status,
    client: {
      name: fullName(client),
      documentType: client.documentType,
      documentNumber: client.documentNumber,
      email: client.email || null,
      phone: client.celular || null,
    },
    kind: order.kind,
    sendCurrency: order.sendCurrency,
    currency: order.currency,
    sendAmount: order.sendAmount,
    finalFee: order.finalFee,
    receiveAmount: order.receiveAmount,
    exchange: exchangeOf(order),
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
    fundsOrigin: order.fundsOrigin,
    fundsOriginDetail: order.fundsOriginDetail,
    declarationRequired: order.declarationRequired,
    declarationSignedAt: order.declarationSignedAt?.toISOString() ?? null,
    factura: facturaBuyerOf(order),
    share: share ? { amount: share.amount, settled: share.settlementId !== null } : null,
  };
}

/**
 * Partner orders as their partner sees them (docs/rules/partners.md#partner-orders), newest first; `where`
 * must keep to one partner's orders.
 */
export async function loadPartnerOrders(
  ctx: Pick<AppContext, 'config' | 'now'>,
  db: Queryable,
  where: SQL | undefined,
  page?: { limit: number; offset: number },
): Promise<PartnerOrder[]> {
  const query = db
    .select({ order: orders, client: users, bank: banks, share: partnerShares })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .innerJoin(banks, eq(banks.id, orders.paymentBankId))
    .leftJoin(partnerShares, eq(partnerShares.orderId, orders.id))
    .where(where)
    .orderBy(...NEWEST_FIRST);
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  const links = await latestLinks(
    db,
    rows.map((row) => row.order.id),
  );
  const now = ctx.now();
  return rows.flatMap((row) => {
    const link = links.get(row.order.id);
    if (!link) return [];
    return [{ ...toPartnerOrderFields(row), link: toFinalizeLink(ctx.config, link, row.order, now) }];
  });
}

/**
 * One of the partner's orders by its code (docs/rules/partners.md#partner-orders); another partner's order
 * is not found. Read through `db`: a transaction's own, for a webhook event of a move not yet committed.
 */
export async function getPartnerOrder(
  ctx: AppContext,
  partnerId: number,
  code: string,
  db: Queryable = ctx.db,
): Promise<PartnerOrder> {
  const [order] = await loadPartnerOrders(
    ctx,
    db,
    and(eq(orders.partnerId, partnerId), eq(orders.code, code.trim().toUpperCase())),
  );
  if (!order) throw new AppError('ORDER_NOT_FOUND');
  return order;
}
