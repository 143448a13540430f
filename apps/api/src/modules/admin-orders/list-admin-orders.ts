import type { AdminOrderPage, ParsedAdminOrderFilters } from '@cambix/contract';
import { and } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { selectSummaries, toAdminOrderSummary } from './admin-order-rows.ts';
import { NEWEST_FIRST } from '../orders/index.ts';
import { afterCursor, decodeCursor, encodeCursor } from './order-cursor.ts';
import { orderConditions, searchedPage } from './order-filters.ts';

export interface AdminOrderListInput extends ParsedAdminOrderFilters {
  cursor?: string | undefined;
  size: number;
}

/** `GET /api/admin/orders`: newest first, one keyset page (no OFFSET, so deep pages cost what the first does). */
export async function listAdminOrders(ctx: AppContext, input: AdminOrderListInput): Promise<AdminOrderPage> {
  const conditions = orderConditions(input, false);
  if (input.cursor) conditions.push(afterCursor(decodeCursor(input.cursor)));
  if (input.q) conditions.push(searchedPage(input.q, [...conditions], input.size + 1));
  const rows = await selectSummaries(ctx.db)
    .where(and(...conditions))
    .orderBy(...NEWEST_FIRST)
    .limit(input.size + 1);
  const page = rows.slice(0, input.size);
  const last = page.at(-1);
  return {
    items: page.map(toAdminOrderSummary),
    nextCursor:
      rows.length > input.size && last
        ? encodeCursor({ createdAt: last.createdAtExact, id: last.order.id })
        : null,
  };
}
