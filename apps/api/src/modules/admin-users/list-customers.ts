import type { ParsedCustomerFilters } from '@cambix/contract';
import type { customerList } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { count, inArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { getSettings } from '../settings/index.ts';
import { customerConditions, customerOrder, customerRowColumns } from './customer-query.ts';

export interface CustomerListInput extends ParsedCustomerFilters {
  page: number;
  pageSize: number;
}

type CustomerRow = z.input<typeof customerList>['items'][number];

/** One page of customers matching the filters, in the chosen order, with the total of the whole set. */
export async function listCustomers(
  ctx: AppContext,
  input: CustomerListInput,
): Promise<z.input<typeof customerList>> {
  const { defaultCommission, commissionOptions } = await getSettings(ctx, 'fees');
  const where = customerConditions(input, defaultCommission);
  const order = customerOrder(input, defaultCommission);
  const columns = customerRowColumns(defaultCommission);
  const { items, total } = input.q?.trim()
    ? await searchedPage(ctx, input, where, order, columns)
    : await wholePage(ctx, input, where, order, columns);
  return {
    items,
    total,
    page: input.page,
    pageSize: input.pageSize,
    fees: { commissionOptions, defaultCommission },
  };
}

type Columns = ReturnType<typeof customerRowColumns>;
type Page = { items: CustomerRow[]; total: number };

const offsetOf = (input: CustomerListInput) => (input.page - 1) * input.pageSize;

async function countOf(ctx: AppContext, where: SQL): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}

/**
 * Without words the set is every customer: the total comes from the index alone, and the page is chosen by ids
 * first, so OFFSET skips index entries, not every skipped customer's row (decision 197).
 */
async function wholePage(
  ctx: AppContext,
  input: CustomerListInput,
  where: SQL,
  order: SQL[],
  columns: Columns,
): Promise<Page> {
  const pageIds = ctx.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const [total, items] = await Promise.all([
    countOf(ctx, where),
    ctx.db
      .select(columns)
      .from(users)
      .where(inArray(users.id, pageIds))
      .orderBy(...order),
  ]);
  return { items, total };
}

/**
 * Searched, the set is the customers the words find through the trigram index, each row read once to recheck
 * it: the total is counted on the same pass as the page (decision 204). Past the last page no row carries it,
 * so it is counted alone.
 */
async function searchedPage(
  ctx: AppContext,
  input: CustomerListInput,
  where: SQL,
  order: SQL[],
  columns: Columns,
): Promise<Page> {
  const rows = await ctx.db
    .select({ ...columns, total: sql<number>`(count(*) over ())::int` })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset(offsetOf(input));
  const total = rows[0]?.total ?? (await countOf(ctx, where));
  return { items: rows.map(({ total: _total, ...item }) => item), total };
}
