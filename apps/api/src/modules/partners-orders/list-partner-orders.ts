import type { PartnerOrderPage } from '@cambix/contract';
import type { partnerOrderListQuery } from '@cambix/contract/schemas';
import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { orders, users } from '../../platform/db/schema/index.ts';
import type { Principal } from '../../platform/http/access.ts';
import { cappedCount } from '../../platform/db/capped-count.ts';
import { personMatches } from '../../platform/db/person-search.ts';
import { limaDayEnd, limaDayStart } from '../../platform/lima-calendar.ts';
import { actingPartner } from './acting-partner.ts';
import { partnerMonth } from './partner-month.ts';
import { loadPartnerOrders } from './partner-order-view.ts';

type Query = z.output<typeof partnerOrderListQuery>;

function filtersOf(partnerId: number, query: Query): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.partnerId, partnerId)];
  if (query.status !== undefined) conditions.push(eq(orders.status, query.status));
  if (query.from) conditions.push(gte(orders.createdAt, limaDayStart(query.from)));
  if (query.to) conditions.push(lt(orders.createdAt, limaDayEnd(query.to)));
  if (query.q) {
    // The code typed whole or the client's words: indexed lookups rather than a read of every order of the
    // partner (decision 119).
    const clients = personMatches(query.q);
    const byCode = sql`select ${orders.id} from ${orders} where ${orders.code} = ${query.q.toUpperCase()}`;
    conditions.push(
      clients
        ? sql`${orders.id} in (${byCode} union all select ${orders.id} from ${orders} where ${orders.userId} in (select ${users.id} from ${users} where ${clients}))`
        : sql`${orders.id} in (${byCode})`,
    );
  }
  return and(...conditions);
}

/**
 * `GET /api/partner/orders`: the partner's orders only, filtered, a page at a time, the total up to
 * LIST_TOTAL_CAP, and the month's figures.
 */
export async function listPartnerOrders(
  ctx: AppContext,
  principal: Principal,
  query: Query,
): Promise<PartnerOrderPage> {
  const partner = await actingPartner(ctx, principal, query.partnerId);
  const page = query.page ?? 1;
  const size = query.size ?? 20;
  const where = filtersOf(partner.id, query);
  const counted = await cappedCount(ctx.db, orders, where);
  const items = await loadPartnerOrders(ctx, ctx.db, where, { limit: size, offset: (page - 1) * size });
  return {
    items,
    ...counted,
    page,
    size,
    month: await partnerMonth(ctx.db, partner.id, ctx.now()),
  };
}
