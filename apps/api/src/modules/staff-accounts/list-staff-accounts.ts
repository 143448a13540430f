import { ROLE_IDS, type StaffAccountList } from '@cambix/contract';
import type { staffAccountListQuery } from '@cambix/contract/schemas';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { users } from '../../platform/db/schema/index.ts';
import { containsSql, foldSql, searchWords } from '../../platform/db/text-search.ts';
import type { Principal } from '../../platform/http/access.ts';
import {
  accountStateSql,
  isManagedAccount,
  staffAccountColumns,
  toStaffAccount,
} from './staff-account-view.ts';

/** The team is small: one screen shows it all, newest first. */
export const STAFF_LIST_CAP = 500;

const searchable = foldSql(
  sql`concat_ws(' ', ${users.nombres}, ${users.apellidoPaterno}, ${users.apellidoMaterno}, ${users.documentNumber}, ${users.email})`,
);

export async function listStaffAccounts(
  ctx: AppContext,
  caller: Principal,
  filters: z.output<typeof staffAccountListQuery>,
): Promise<StaffAccountList> {
  const conditions: SQL[] = [isManagedAccount];
  for (const word of searchWords(filters.q)) conditions.push(containsSql(searchable, word));
  if (filters.role) conditions.push(eq(users.roleId, ROLE_IDS[filters.role]));
  if (filters.state) conditions.push(sql`${accountStateSql} = ${filters.state}`);
  const rows = await ctx.db
    .select(staffAccountColumns)
    .from(users)
    .where(and(...conditions))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(STAFF_LIST_CAP);
  return { items: rows.map((row) => toStaffAccount(row, caller)) };
}
