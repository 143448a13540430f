import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { banks, cambixAccounts, type orders } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export type PayoutAccount = typeof cambixAccounts.$inferSelect & { bank: typeof banks.$inferSelect };
type PayoutOrder = Pick<typeof orders.$inferSelect, 'paymentBankId' | 'destination' | 'currency'>;

const CURRENCY_WORDS = { PEN: 'soles', USD: 'dólares' } as const;

/**
 * The Cambix account a payout leaves from (docs/rules/ledger.md#what-the-pipeline-writes): the active payout
 * account in the order's receive currency at the destination bank, so the transfer is immediate; else the
 * one at the payment bank, where the money arrived. Null when Cambix holds neither.
 */
export async function choosePayoutAccount(db: Queryable, order: PayoutOrder): Promise<PayoutAccount | null> {
  const destinationBankId = order.destination.bankId;
  const [row] = await db
    .select({ account: cambixAccounts, bank: banks })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(
      and(
        eq(cambixAccounts.purpose, 'payout'),
        eq(cambixAccounts.currency, order.currency),
        eq(cambixAccounts.active, true),
        inArray(cambixAccounts.bankId, [destinationBankId, order.paymentBankId]),
      ),
    )
    .orderBy(sql`case when ${cambixAccounts.bankId} = ${destinationBankId} then 0 else 1 end`)
    .limit(1);
  return row ? { ...row.account, bank: row.bank } : null;
}

/**
 * The payout account, refusing a payout whose currencies do not line up (docs/rules/exchange.md#accounts-and-currencies):
 * the destination must be in the order's receive currency, and Cambix must hold a payout account in it.
 */
export async function payoutAccountFor(db: Queryable, order: PayoutOrder): Promise<PayoutAccount> {
  if (order.destination.currency !== order.currency) throw new AppError('CURRENCY_MISMATCH');
  const account = await choosePayoutAccount(db, order);
  if (!account) {
    throw new AppError('NO_PAYOUT_ACCOUNT', {
      message: `No hay una cuenta de Cambix activa en ${CURRENCY_WORDS[order.currency]} desde la que pagar esta orden. Revísalo en Ajustes.`,
    });
  }
  return account;
}
