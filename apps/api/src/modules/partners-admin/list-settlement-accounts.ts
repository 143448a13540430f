import type { SettlementAccount } from '@cambix/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { banks, cambixAccounts } from '../../platform/db/schema/index.ts';

/**
 * `GET /api/admin/external-orders/settlement-accounts`: Cambix's active accounts in soles, the ones a share
 * may be paid from (docs/rules/partners.md#settlements), for whoever settles, with or without Ajustes.
 */
export async function listSettlementAccounts(ctx: AppContext): Promise<SettlementAccount[]> {
  return ctx.db
    .select({
      id: cambixAccounts.id,
      bankName: banks.name,
      accountNumber: cambixAccounts.accountNumber,
      currency: cambixAccounts.currency,
    })
    .from(cambixAccounts)
    .innerJoin(banks, eq(banks.id, cambixAccounts.bankId))
    .where(and(eq(cambixAccounts.active, true), eq(cambixAccounts.currency, 'PEN')))
    .orderBy(asc(banks.sortOrder), asc(banks.id), asc(cambixAccounts.purpose));
}
