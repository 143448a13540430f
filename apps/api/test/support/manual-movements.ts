import { DEFAULT_SETTINGS, type FinanceSettings } from '@cambix/contract';
import { and, eq, sql } from 'drizzle-orm';
import { banks, cambixAccounts, ledgerEntries } from '../../src/platform/db/schema/index.ts';
import { parseSignedMoney } from '../../src/platform/money.ts';
import { multipart } from './multipart.ts';
import { settingsCall } from './settings.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;

/** POST /api/admin/finance/manual-movements as Egreso's form sends it: fields and, optionally, `attachment`. */
export function createMovement(
  t: TestApp,
  headers: Headers,
  fields: Record<string, string>,
  file?: { name: string; data: Buffer; type?: string },
) {
  const form = multipart(fields, file ? { ...file, field: 'attachment' } : undefined);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/finance/manual-movements',
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

export const reverseRow = (t: TestApp, headers: Headers, entryId: number, reason = 'Registrado por error') =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/finance/entries/${entryId}/reverse`,
    headers,
    payload: { reason },
  });

/** Saves Ajustes › Finanzas through its endpoint: the defaults with these changes. */
export async function setFinanceSettings(t: TestApp, headers: Headers, changes: Partial<FinanceSettings>) {
  const saved = await settingsCall(t, headers, 'PUT', '/finance', {
    ...DEFAULT_SETTINGS.finance,
    ...changes,
  });
  if (saved.statusCode !== 200) throw new Error(`finance settings not saved: ${saved.body}`);
}

/** How long before the test clock's day the accounts count as created. */
export const ACCOUNTS_AGE_DAYS = 60;

/**
 * The accounts were opened before the test's days (they are created at the database's time, the test clock
 * runs in November 2026): a movement may not be dated before its account opened.
 */
export async function backdateCambixAccounts(t: TestApp): Promise<void> {
  const opened = new Date(t.clock.now().getTime() - ACCOUNTS_AGE_DAYS * 86_400_000);
  await t.ctx.db
    .update(cambixAccounts)
    .set({ createdAt: opened })
    .where(sql`${cambixAccounts.createdAt} > ${opened}`);
}

/** The seeded PEN accounts, and a USD one made for the test at the first bank. */
export async function financeAccountsOf(t: TestApp) {
  const pen = await t.ctx.db
    .select({ id: cambixAccounts.id, bankId: cambixAccounts.bankId })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.currency, 'PEN'))
    .orderBy(cambixAccounts.id);
  const [bank] = await t.ctx.db.select({ id: banks.id }).from(banks).where(eq(banks.id, pen[0]!.bankId));
  const [existing] = await t.ctx.db
    .select({ id: cambixAccounts.id })
    .from(cambixAccounts)
    .where(and(eq(cambixAccounts.currency, 'USD'), eq(cambixAccounts.bankId, bank!.id)));
  const usd =
    existing ??
    (
      await t.ctx.db
        .insert(cambixAccounts)
        .values({
          bankId: bank!.id,
          currency: 'USD',
          purpose: 'collection',
          accountNumber: '1939876543210',
          cci: '00219300987654321055',
          holderName: 'Cambix S.A.C.',
        })
        .returning({ id: cambixAccounts.id })
    )[0]!;
  await backdateCambixAccounts(t);
  return { pen: pen.map((row) => row.id), usd: usd.id };
}

/**
 * docs/rules/finance-reports.md#running-balance, for every account: each row's balance_after is the one
 * before plus its signed amount, and the last one is the sum of the account's rows. Answers the problems.
 */
export async function runningBalanceProblems(t: TestApp): Promise<string[]> {
  const rows = await t.ctx.db
    .select({
      id: ledgerEntries.id,
      accountId: ledgerEntries.cambixAccountId,
      direction: ledgerEntries.direction,
      amount: ledgerEntries.amount,
      balanceAfter: ledgerEntries.balanceAfter,
    })
    .from(ledgerEntries)
    .orderBy(ledgerEntries.cambixAccountId, ledgerEntries.id);
  const problems: string[] = [];
  const running = new Map<number, bigint>();
  for (const row of rows) {
    const signed = row.direction === 'ingreso' ? parseSignedMoney(row.amount) : -parseSignedMoney(row.amount);
    const balance = (running.get(row.accountId) ?? 0n) + signed;
    running.set(row.accountId, balance);
    if (parseSignedMoney(row.balanceAfter) !== balance)
      problems.push(
        `row ${row.id} of account ${row.accountId}: balance_after ${row.balanceAfter}, expected ${balance}`,
      );
  }
  const sums = await t.ctx.db
    .select({
      accountId: ledgerEntries.cambixAccountId,
      total: sql<string>`sum(case when ${ledgerEntries.direction} = 'ingreso' then ${ledgerEntries.amount} else -${ledgerEntries.amount} end)::text`,
      last: sql<string>`(array_agg(${ledgerEntries.balanceAfter} order by ${ledgerEntries.id} desc))[1]::text`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.cambixAccountId);
  for (const sum of sums) {
    if (parseSignedMoney(sum.total) !== parseSignedMoney(sum.last))
      problems.push(`account ${sum.accountId}: sum ${sum.total}, last balance_after ${sum.last}`);
    if (parseSignedMoney(sum.total) !== running.get(sum.accountId))
      problems.push(`account ${sum.accountId}: sum ${sum.total}, running ${running.get(sum.accountId)}`);
  }
  return problems;
}
