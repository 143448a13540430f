import type { FinanceAccount } from '@cambix/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, cambixAccounts } from '../../platform/db/schema/index.ts';

/** Cambix's accounts as the finance screens name them, by bank order then currency and purpose. */
export async function readFinanceAccounts(
  db: Queryable,
  filter: { activeOnly?: boolean; ids?: readonly number[] } = {},
): Promise<FinanceAccount[]> {
  const conditions: SQL[] = [];
  if (filter.activeOnly) conditions.push(eq(cambixAccounts.active, true));
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(cambixAccounts.id, [...filter.ids]));
  }
  return db
    .select({
      id: cambixAccounts.id,
      bankId: cambixAccounts.bankId,
      bankName: banks.name,
      bankCode: banks.code,
      currency: cambixAccounts.currency,
      purpose: cambixAccounts.purpose,
      accountNumber: cambixAccounts.accountNumber,
      holderName: cambixAccounts.holderName,
      active: cambixAccounts.active,
    })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(and(...conditions))
    .orderBy(
      asc(banks.sortOrder),
      asc(banks.name),
      asc(cambixAccounts.currency),
      asc(cambixAccounts.purpose),
    );
}
