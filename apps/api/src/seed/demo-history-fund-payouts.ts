import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../platform/context.ts';
import { cambixAccounts, ledgerEntries } from '../platform/db/schema/index.ts';
import { limaDay } from '../platform/lima-calendar.ts';
import { formatMoney, parseMoney, parseSignedMoney } from '../platform/money.ts';
import { saveManualMovement } from '../modules/finance-ledger/index.ts';
import type { Generator } from './demo-history-random.ts';

export interface AccountRef {
  id: number;
  purpose: 'collection' | 'payout';
}

/** Cambix's PEN accounts, oldest first: the ones treasury moves money between. */
export async function penAccountsOf(ctx: AppContext): Promise<AccountRef[]> {
  return (await ctx.db
    .select({ id: cambixAccounts.id, purpose: cambixAccounts.purpose })
    .from(cambixAccounts)
    .where(eq(cambixAccounts.currency, 'PEN'))
    .orderBy(cambixAccounts.id)) as AccountRef[];
}

async function balanceOf(ctx: AppContext, accountId: number): Promise<bigint> {
  const [last] = await ctx.db
    .select({ balanceAfter: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.cambixAccountId, accountId))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  return last ? parseSignedMoney(last.balanceAfter) : 0n;
}

/** Payout accounts low after the day are topped up from the fullest collection account, as treasury does. */
export async function fundPayouts(
  ctx: AppContext,
  accounts: AccountRef[],
  adminId: number,
  random: Generator,
) {
  const FLOOR = parseMoney('60000.00');
  const TOP_UP = parseMoney('80000.00');
  const RESERVE = parseMoney('20000.00');
  for (const payout of accounts.filter((account) => account.purpose === 'payout')) {
    const balance = await balanceOf(ctx, payout.id);
    if (balance >= FLOOR) continue;
    const collections = await Promise.all(
      accounts
        .filter((account) => account.purpose === 'collection')
        .map(async (account) => ({ account, balance: await balanceOf(ctx, account.id) })),
    );
    const fullest = collections.sort((a, b) => (b.balance > a.balance ? 1 : -1))[0];
    if (!fullest || fullest.balance - RESERVE <= 0n) continue;
    const wanted = TOP_UP - balance;
    const amount = wanted < fullest.balance - RESERVE ? wanted : fullest.balance - RESERVE;
    await ctx.db.transaction(async (tx) => {
      await saveManualMovement(
        tx,
        {
          type: 'transfer',
          state: 'recorded',
          cambixAccountId: fullest.account.id,
          toAccountId: payout.id,
          concept: 'Transferencia entre cuentas',
          amount: formatMoney(amount),
          operatedOn: limaDay(ctx.now()),
          note: 'Fondeo de la cuenta de devoluciones',
          operationNumber: random.digits(8),
          attachmentKey: null,
          attachmentMime: null,
          createdBy: adminId,
        },
        ctx.now(),
      );
    });
  }
}
