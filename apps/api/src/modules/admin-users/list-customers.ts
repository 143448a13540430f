import { ROLE_IDS, type ParsedCustomerFilters } from '@cambix/contract';
import type { customerList } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { count, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { userRoleCounts, users } from '../../platform/db/schema/index.ts';
import { getSettings } from '../settings/index.ts';
import { customerConditions, customerOrder, customerRowColumns, narrowsCustomers } from './customer-query.ts';

export interface CustomerListInput extends ParsedCustomerFilters {
  page: number;
  pageSize: number;
}

type Page = Pick<z.input<typeof customerList>, 'items' | 'total'>;

/** One page of customers matching the filters, in the chosen order, with the total of the whole set. */
export async function listCustomers(
  ctx: AppContext,
  input: CustomerListInput,
): Promise<z.input<typeof customerList>> {
  const { defaultCommission, commissionOptions } = await getSettings(ctx, 'fees');
  const { items, total } = await pageOf(ctx, input, defaultCommission);
  return {
    items,
    total,
    page: input.page,
    pageSize: input.pageSize,
    fees: { commissionOptions, defaultCommission },
  };
}

/**
 * Where a page of `pageSize` rows `offset` rows in starts, counted from the nearer end of `total`: forward it
 * skips the rows before it, backward (in the reverse order) the rows after it.
 */
export function nearerEnd(
  offset: number,
  pageSize: number,
  total: number,
): { skip: number; fromEnd: boolean } {
  const after = Math.max(0, total - offset - pageSize);
  return after < offset ? { skip: after, fromEnd: true } : { skip: offset, fromEnd: false };
}

const offsetOf = (input: CustomerListInput) => (input.page - 1) * input.pageSize;

async function countOf(ctx: AppContext, where: SQL): Promise<number> {
  const [row] = await ctx.db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}

/** Customers as the triggers of migration 0049 keep them counted: one row however many there are. */
async function keptCustomerCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db
    .select({ users: userRoleCounts.users })
    .from(userRoleCounts)
    .where(eq(userRoleCounts.roleId, ROLE_IDS.Cliente));
  return row?.users ?? 0;
}

/**
 * The total comes first: kept when no filter narrows the set, else counted (a search's matches through the
 * trigram index on users.search_text). The page is then chosen by ids alone from whichever end is nearer, so
 * OFFSET skips at most half the index entries and never a skipped customer's row; its rows are read and sorted
 * after (decisions 197 and 204). The count and the page stay two statements: with both in one
 * (`count(*) over ()`), PostgreSQL 15 costed a page of 10 as if the count stopped early and walked every
 * customer in date order to find a name's matches.
 */
async function pageOf(ctx: AppContext, input: CustomerListInput, defaultCommission: string): Promise<Page> {
  const where = customerConditions(input, defaultCommission);
  const total = narrowsCustomers(input) ? await countOf(ctx, where) : await keptCustomerCount(ctx);
  const offset = offsetOf(input);
  if (offset >= total) return { items: [], total };
  const { skip, fromEnd } = nearerEnd(offset, input.pageSize, total);
  const reversed = { ...input, order: input.order === 'asc' ? 'desc' : 'asc' } as const;
  const pageIds = ctx.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...customerOrder(fromEnd ? reversed : input, defaultCommission))
    .limit(Math.min(input.pageSize, total - offset))
    .offset(skip);
  const items = await ctx.db
    .select(customerRowColumns(defaultCommission))
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...customerOrder(input, defaultCommission));
  return { items, total };
}
