import { endpoint } from '../http/endpoint.ts';
import type { BankAccount, BankAccountIdParams, BankAccountRequest, DeletedBankAccount } from './schemas.ts';

export const bankAccountEndpoints = {
  /** Creates an account, or edits one of the customer's own when `id` is given. */
  save: endpoint<{ body: BankAccountRequest; response: BankAccount }>('POST', '/api/user/createUpdateBank'),
  list: endpoint<{ response: BankAccount[] }>('GET', '/api/listBanksUser'),
  /** Soft delete, own accounts only (spec 7 keeps GET; domain.md 12.6). */
  remove: endpoint<{ params: BankAccountIdParams; response: DeletedBankAccount }>(
    'GET',
    '/api/deleteBankUser/:id',
  ),
};
