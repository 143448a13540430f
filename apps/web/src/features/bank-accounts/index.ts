// Public entry of the bank-accounts feature: the customer's accounts, the account form and its rules.
export { BankAccountsManager } from './components/bank-accounts-manager.tsx';
export { BankAccountForm, type BankAccountFormProps } from './components/bank-account-form.tsx';
export { AccountTypeSelect, BankSelect } from './components/bank-pickers.tsx';
export { BankAccountDialog } from './components/bank-account-dialog.tsx';
export { bankAccountsQueryOptions, fetchBankAccounts, useBankAccounts } from './api/list-bank-accounts.ts';
export { bankAccountKeys } from './api/keys.ts';
export {
  EMPTY_ACCOUNT_FORM,
  toBankAccountRequest,
  validateBankAccountForm,
  type BankAccountFormValues,
} from './account-form-rules.ts';
export { findAccountType, findBank, isCciRequired } from './account-form-rules.ts';
export { accountName, accountShortLabel, maskedDigits } from './account-label.ts';
