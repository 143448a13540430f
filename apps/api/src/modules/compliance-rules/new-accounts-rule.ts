import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { bankAccounts, banks } from '../../platform/db/schema/index.ts';
import type { Rule } from './rule-alert.ts';
import { windowStart } from './rule-window.ts';

/**
 * docs/rules/compliance.md#new-accounts: the customer added `newAccountsCount` destination accounts or more
 * within `newAccountsDays` (Lima days, up to the finalize; one added and deleted since still counts). One alert per run of the
 * window, keyed by its earliest account.
 */
export const newAccountsRule: Rule = async ({ tx, order, settings, now }) => {
  const start = windowStart(now, settings.newAccountsDays);
  const added = await tx
    .select({
      id: bankAccounts.id,
      bank: banks.name,
      currency: bankAccounts.currency,
      accountNumber: bankAccounts.accountNumber,
      createdAt: bankAccounts.createdAt,
      deletedAt: bankAccounts.deletedAt,
    })
    .from(bankAccounts)
    .innerJoin(banks, eq(banks.id, bankAccounts.bankId))
    .where(
      and(
        eq(bankAccounts.userId, order.userId),
        gte(bankAccounts.createdAt, start),
        lte(bankAccounts.createdAt, now),
      ),
    )
    .orderBy(asc(bankAccounts.createdAt), asc(bankAccounts.id));
  const [first] = added;
  if (!first || added.length < settings.newAccountsCount) return null;
  return {
    kind: 'new-accounts',
    subject: `from-account:${first.id}`,
    facts: {
      orderId: order.id,
      orderCode: order.code,
      windowDays: settings.newAccountsDays,
      windowStart: start.toISOString(),
      count: added.length,
      threshold: settings.newAccountsCount,
      accounts: added.map((account) => ({
        id: account.id,
        bank: account.bank,
        currency: account.currency,
        accountEnding: account.accountNumber.slice(-4),
        createdAt: account.createdAt.toISOString(),
        deletedAt: account.deletedAt?.toISOString() ?? null,
      })),
    },
    summary: `${added.length} cuentas de destino nuevas en ${settings.newAccountsDays} días (umbral ${settings.newAccountsCount}).`,
  };
};
