import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, cambixAccounts, type orders } from '../../platform/db/schema/index.ts';

export type PayoutAccount = typeof cambixAccounts.$inferSelect & { bank: typeof banks.$inferSelect };

/**
 * The Cambix account a payout leaves from (docs/rules/ledger.md#what-the-pipeline-writes): the active PEN
 * payout account at the destination bank, so the transfer is immediate; else the one at the payment bank,
 * where the money arrived. Null when Cambix holds neither.
 */
export async function choosePayoutAccount(
  db: Queryable,
  order: Pick<typeof orders.$inferSelect, 'paymentBankId' | 'destination'>,
): Promise<PayoutAccount | null> {
  const destinationBankId = order.destination.bankId;
  const [row] = await db
    .select({ account: cambixAccounts, bank: banks })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(
      and(
        eq(cambixAccounts.purpose, 'payout'),
        eq(cambixAccounts.currency, 'PEN'),
        eq(cambixAccounts.active, true),
        inArray(cambixAccounts.bankId, [destinationBankId, order.paymentBankId]),
      ),
    )
    .orderBy(sql`case when ${cambixAccounts.bankId} = ${destinationBankId} then 0 else 1 end`)
    .limit(1);
  return row ? { ...row.account, bank: row.bank } : null;
}
