import type { ParsedCustomerFilters } from '@cambix/contract';
import type { customerList } from '@cambix/contract/schemas';
import type { z } from 'zod';
import { count, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { getSettings } from '../settings/index.ts';
import { customerConditions, customerOrder, customerRowColumns } from './customer-query.ts';

export interface CustomerListInput extends ParsedCustomerFilters {
  page: number;
  pageSize: number;
}

/** One page of customers matching the filters, in the chosen order, with the total of the whole set. */
export async function listCustomers(
  ctx: AppContext,
  input: CustomerListInput,
): Promise<z.input<typeof customerList>> {
  const { defaultCommission, commissionOptions } = await getSettings(ctx, 'fees');
  const where = customerConditions(input, defaultCommission);
  const [totalRow] = await ctx.db.select({ total: count() }).from(users).where(where);
  const order = customerOrder(input, defaultCommission);
  // The page's ids first, then their rows: OFFSET then skips index entries only (users_role_created_idx holds
  // the default order), not every skipped customer's row, which is what made the last page grow (decision 197).
  const pageIds = ctx.db
    .select({ id: users.id })
    .from(users)
    .where(where)
    .orderBy(...order)
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const items = await ctx.db
    .select(customerRowColumns(defaultCommission))
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...order);
  return {
    items,
    total: totalRow?.total ?? 0,
    page: input.page,
    pageSize: input.pageSize,
    fees: { commissionOptions, defaultCommission },
  };
}
