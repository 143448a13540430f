import { ORDER_STATUS, type PartnerOrderPage } from '@cambix/contract';
import type { partnerOrderListQuery } from '@cambix/contract/schemas';
import { and, count, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orders, partnerShares, users } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { limaDayEnd, limaDayStart, limaMonth, limaMonthRange } from '../../platform/lima-calendar.ts';
import { actingPartner } from './acting-partner.ts';
import { loadPartnerOrders } from './partner-order-view.ts';

type Query = z.output<typeof partnerOrderListQuery>;

/** Finalized orders: what the partner's clients actually sent (PENDIENTE, PENDIENTE_DEVOLUCION, OBSERVADA, TERMINADA). */
const FINALIZED = [
  ORDER_STATUS.PENDIENTE,
  ORDER_STATUS.PENDIENTE_DEVOLUCION,
  ORDER_STATUS.OBSERVADA,
  ORDER_STATUS.TERMINADA,
];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtersOf(partnerId: number, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.partnerId, partnerId)];
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, limaDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, limaDayEnd(query.to)));
  if (query.q) {
    const like = `%${escapeLike(query.q)}%`;
    conditions.push(
      or(
        ilike(orders.code, like),
        ilike(users.documentNumber, like),
        ilike(
          sql`${users.nombres} || ' ' || ${users.apellidoPaterno} || ' ' || ${users.apellidoMaterno}`,
          like,
        ),
      ),
    );
  }
  return and(...conditions);
}

/** The partner's figures of the current calendar month in America/Lima. */
async function monthFigures(ctx: AppContext, partnerId: number): Promise<PartnerOrderPage['month']> {
  const { start, end } = limaMonthRange(limaMonth(ctx.now()));
  const inMonth = (column: typeof orders.createdAt) => and(gte(column, start), lt(column, end));
  const [created] = await ctx.db
    .select({ total: count() })
    .from(orders)
    .where(and(eq(orders.partnerId, partnerId), inMonth(orders.createdAt)));
  const [sent] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${orders.sendAmount}), 0)::numeric(14,2)::text` })
    .from(orders)
    .where(
      and(eq(orders.partnerId, partnerId), inArray(orders.status, FINALIZED), inMonth(orders.createdAt)),
    );
  const [earned] = await ctx.db
    .select({ total: sql<string>`coalesce(sum(${partnerShares.amount}), 0)::numeric(14,2)::text` })
    .from(partnerShares)
    .where(
      and(
        eq(partnerShares.partnerId, partnerId),
        gte(partnerShares.accruedAt, start),
        lt(partnerShares.accruedAt, end),
      ),
    );
  return {
    orders: created?.total ?? 0,
    sendAmount: sent?.total ?? '0.00',
    shareEarned: earned?.total ?? '0.00',
  };
}

/** `GET /api/partner/orders`: the partner's orders only, filtered, a page at a time, and the month's figures. */
export async function listPartnerOrders(
  ctx: AppContext,
  principal: Principal,
  query: Query,
): Promise<PartnerOrderPage> {
  const partner = await actingPartner(ctx, principal, query.partnerId);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const where = filtersOf(partner.id, query);
  const [counted] = await ctx.db
    .select({ total: count() })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const items = await loadPartnerOrders(ctx, ctx.db, where, { limit: size, offset: (page - 1) * size });
  return { items, total: counted?.total ?? 0, page, size, month: await monthFigures(ctx, partner.id) };
}
