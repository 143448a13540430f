import { ORDER_STATUS, type PartnerWorkspace } from '@cambix/contract';
import { and, count, eq, gte, inArray, isNull, lt, sum } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { orders, partnerShares } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { limaMonth, limaMonthRange } from '../../platform/lima-calendar.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';
import { listApiKeys } from './api-key-view.ts';
import { callerPartnerId } from './caller-partner.ts';
import { loadPartner } from './partner-view.ts';
import { listSettlements } from './settlement-view.ts';

/** What the partner's clients actually sent: finalized and not failed (as /externo/ordenes counts it). */
const SENT = [
  ORDER_STATUS.PENDIENTE,
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
  ORDER_STATUS.TERMINADA,
];

const money = (value: string | null | undefined) => formatMoney(parseMoney(value ?? '0'));

/**
 * The partner's calendar month in Lima: orders created, the amount sent by those finalized (a failed one sent
 * nothing), and the share accrued in it.
 */
export async function partnerMonth(
  db: Queryable,
  partnerId: number,
  now: Date,
): Promise<PartnerWorkspace['month']> {
  const { start, end } = limaMonthRange(limaMonth(now));
  const inMonth = and(
    eq(orders.partnerId, partnerId),
    gte(orders.createdAt, start),
    lt(orders.createdAt, end),
  );
  const [[created], [finalized], [earned]] = await Promise.all([
    db.select({ orders: count() }).from(orders).where(inMonth),
    db
      .select({ amount: sum(orders.sendAmount) })
      .from(orders)
      .where(and(inMonth, inArray(orders.status, SENT))),
    db
      .select({ amount: sum(partnerShares.amount) })
      .from(partnerShares)
      .where(
        and(
          eq(partnerShares.partnerId, partnerId),
          gte(partnerShares.accruedAt, start),
          lt(partnerShares.accruedAt, end),
        ),
      ),
  ]);
  return {
    orders: created?.orders ?? 0,
    sendAmount: money(finalized?.amount),
    shareEarned: money(earned?.amount),
  };
}

/** /dashboard/modulo-terceros for a partner's user: its business, month, share owed, settlements and keys. */
export async function getWorkspace(ctx: AppContext, caller: Principal): Promise<PartnerWorkspace> {
  const partnerId = await callerPartnerId(ctx.db, caller);
  const [partner, month, [unsettled], settlements, apiKeys] = await Promise.all([
    loadPartner(ctx.db, partnerId),
    partnerMonth(ctx.db, partnerId, ctx.now()),
    ctx.db
      .select({ amount: sum(partnerShares.amount) })
      .from(partnerShares)
      .where(and(eq(partnerShares.partnerId, partnerId), isNull(partnerShares.settlementId))),
    listSettlements(ctx.db, partnerId),
    listApiKeys(ctx.db, partnerId),
  ]);
  return { partner, month, unsettledShare: money(unsettled?.amount), settlements, apiKeys };
}
