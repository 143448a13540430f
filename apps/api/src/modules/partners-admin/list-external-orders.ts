import type { ExternalOrderPage } from '@cambix/contract';
import type { externalOrderListQuery } from '@cambix/contract/schemas';
import { and } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { cappedCount } from '../../platform/db/capped-count.ts';
import { orders } from '../../platform/db/schema/index.ts';
import { externalOrderConditions } from './external-order-filters.ts';
import { latestLinks } from '../partners-orders/index.ts';
import { selectExternalOrders, toExternalOrder } from './external-order-rows.ts';

export type ExternalOrderListInput = z.output<typeof externalOrderListQuery>;

const DEFAULT_SIZE = 20;

/** `GET /api/admin/external-orders`: every partner order, newest first, one page and the total up to LIST_TOTAL_CAP. */
export async function listExternalOrders(
  ctx: AppContext,
  input: ExternalOrderListInput,
): Promise<ExternalOrderPage> {
  const page = input.page ?? 1;
  const size = input.size ?? DEFAULT_SIZE;
  const conditions = externalOrderConditions(input);
  const [rows, counted] = await Promise.all([
    selectExternalOrders(ctx.db, conditions)
      .limit(size)
      .offset((page - 1) * size),
    // The conditions name orders only (the text search is an id set of its own): no join to count.
    cappedCount(ctx.db, orders, and(...conditions)),
  ]);
  const links = await latestLinks(
    ctx.db,
    rows.map((row) => row.order.id),
  );
  const now = ctx.now();
  return {
    items: rows.map((row) => toExternalOrder(row, links.get(row.order.id), now)),
    ...counted,
    page,
    size,
  };
}
