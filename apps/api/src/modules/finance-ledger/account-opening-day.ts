import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { cambixAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';
import { limaDay } from '../../platform/lima-calendar.ts';

/**
 * The first Lima day money may be dated on an account (docs/rules/finance-reports.md#manual-movements): the
 * day of its opening balance, which holds everything before it, or, without one, the day it was created.
 */
export async function accountOpeningDays(
  db: Queryable,
  accountIds: readonly number[],
): Promise<Map<number, string>> {
  const [accounts, openings] = await Promise.all([
    db
      .select({ id: cambixAccounts.id, createdAt: cambixAccounts.createdAt })
      .from(cambixAccounts)
      .where(inArray(cambixAccounts.id, [...accountIds])),
    db
      .select({ accountId: ledgerEntries.cambixAccountId, operatedOn: ledgerEntries.operatedOn })
      .from(ledgerEntries)
      .where(and(inArray(ledgerEntries.cambixAccountId, [...accountIds]), eq(ledgerEntries.kind, 'opening'))),
  ]);
  const opened = new Map(accounts.map((account) => [account.id, limaDay(account.createdAt)]));
  for (const opening of openings) opened.set(opening.accountId, opening.operatedOn);
  return opened;
}
