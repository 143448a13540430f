import type { BankAccount } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { listBankAccounts } from '../bank-accounts/index.ts';
import { assertCustomerExists } from './customer-query.ts';

/** The customer's own bank accounts (not deleted), as the customer sees them. */
export async function listCustomerBankAccounts(ctx: AppContext, userId: number): Promise<BankAccount[]> {
  await assertCustomerExists(ctx.db, userId);
  return listBankAccounts(ctx.db, userId);
}
