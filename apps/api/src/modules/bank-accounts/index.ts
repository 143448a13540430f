// Public entry of the bank-accounts module: a customer's bank accounts (list, check, save) and whether
// one awaits confirmation.
// Other modules import only this file (decision 089).
export { awaitsConfirmation } from './account-confirmation.ts';
export { checkBankAccount } from './check-bank-account.ts';
export { listBankAccounts } from './list-bank-accounts.ts';
export { insertBankAccount, rethrowDuplicate, validateBankAccount } from './save-bank-account.ts';
export { upsertClientAccount, type ClientAccount } from './upsert-client-account.ts';
export { anonymiseBankAccounts } from './anonymise-bank-accounts.ts';
