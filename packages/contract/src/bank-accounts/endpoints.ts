import { endpoint, withCallers } from '../http/endpoint.ts';
import { bankAccountCallers } from './callers.ts';
import type { BankAccount, BankAccountIdParams, BankAccountRequest, DeletedBankAccount } from './schemas.ts';

export const bankAccountEndpoints = withCallers(bankAccountCallers, {
  /** Creates an account, or edits one of the customer's own when `id` is given. */
  save: endpoint<{ body: BankAccountRequest; response: BankAccount }>('POST', '/api/user/createUpdateBank'),
  list: endpoint<{ response: BankAccount[] }>('GET', '/api/listBanksUser'),
  /**
   * Soft delete, own accounts only (the product keeps GET:
   * docs/rules/banks-and-accounts.md#deleting-an-account).
   */
  remove: endpoint<{ params: BankAccountIdParams; response: DeletedBankAccount }>(
    'GET',
    '/api/deleteBankUser/:id',
  ),
  /** The customer confirms an account added through an order link, from their own session (decision 072). */
  confirm: endpoint<{ params: BankAccountIdParams; response: BankAccount }>(
    'POST',
    '/api/user/bank-accounts/:id/confirm',
  ),
});
