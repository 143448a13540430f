import type { CambixAccountSettings } from '@cambix/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, cambixAccounts, ledgerEntries } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { formatMoney, parseMoney } from '../../platform/money.ts';

/**
 * Cambix's own accounts with their ledger balance (docs/rules/ledger.md#balances: the sum of the account's
 * rows), or just one.
 */
export async function listCambixAccounts(
  db: Queryable,
  accountId?: number,
): Promise<CambixAccountSettings[]> {
  const totals = db
    .select({
      accountId: ledgerEntries.cambixAccountId,
      ingresos:
        sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.direction} = 'ingreso'), 0)::text`.as(
          'ingresos',
        ),
      egresos:
        sql<string>`coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.direction} = 'egreso'), 0)::text`.as(
          'egresos',
        ),
      opening: sql<
        string | null
      >`(max(${ledgerEntries.amount}) filter (where ${ledgerEntries.kind} = 'opening'))::text`.as('opening'),
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.cambixAccountId)
    .as('totals');
  const rows = await db
    .select({
      account: cambixAccounts,
      bankName: banks.name,
      ingresos: totals.ingresos,
      egresos: totals.egresos,
      opening: totals.opening,
    })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .leftJoin(totals, eq(totals.accountId, cambixAccounts.id))
    .where(accountId === undefined ? undefined : eq(cambixAccounts.id, accountId))
    .orderBy(asc(banks.sortOrder), asc(banks.id), asc(cambixAccounts.currency), asc(cambixAccounts.purpose));
  return rows.map(({ account, bankName, ingresos, egresos, opening }) => ({
    id: account.id,
    bankId: account.bankId,
    bankName,
    currency: account.currency,
    purpose: account.purpose,
    accountNumber: account.accountNumber,
    cci: account.cci,
    holderName: account.holderName,
    active: account.active,
    balance: formatMoney(parseMoney(ingresos ?? '0') - parseMoney(egresos ?? '0')),
    openingBalance: opening ? formatMoney(parseMoney(opening)) : null,
  }));
}

export async function cambixAccountOf(db: Queryable, accountId: number): Promise<CambixAccountSettings> {
  const [account] = await listCambixAccounts(db, accountId);
  if (!account) throw new AppError('CAMBIX_ACCOUNT_NOT_FOUND');
  return account;
}

/**
 * Keeps `banks.has_collection_account` true exactly while the bank has an active PEN collection account:
 * it decides whether a customer's account at that bank needs its CCI and whether orders may pay there.
 */
export async function refreshCollectionFlag(tx: Queryable, bankId: number): Promise<void> {
  const collection = and(
    eq(cambixAccounts.bankId, bankId),
    eq(cambixAccounts.currency, 'PEN'),
    eq(cambixAccounts.purpose, 'collection'),
    eq(cambixAccounts.active, true),
  );
  await tx
    .update(banks)
    .set({ hasCollectionAccount: sql`exists (select 1 from ${cambixAccounts} where ${collection})` })
    .where(eq(banks.id, bankId));
}
