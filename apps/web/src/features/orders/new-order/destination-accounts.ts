import type { BankAccount, Currency } from '@cambix/contract';

export interface DestinationOption {
  account: BankAccount;
  sameBank: boolean;
  /** Why it cannot receive this order; null when it can. */
  blockedBy: 'needs-cci' | null;
}

/**
 * The accounts an order may pay out to (docs/rules/fees-and-quotes.md#destination-account): the customer's
 * accounts in the currency they receive (soles for cambio de saldo; docs/rules/exchange.md for divisas),
 * those at the payment bank first (immediate); another bank goes interbank, which needs the account's CCI.
 */
export function destinationOptions(
  accounts: readonly BankAccount[],
  paymentBankId: number | null,
  currency: Currency = 'PEN',
): DestinationOption[] {
  return accounts
    .filter((account) => account.currency === currency)
    .map((account) => {
      const sameBank = account.bank.id === paymentBankId;
      return { account, sameBank, blockedBy: !sameBank && !account.cci ? ('needs-cci' as const) : null };
    })
    .sort((a, b) => Number(b.sameBank) - Number(a.sameBank));
}

/** The account to preselect: the one already chosen if it still may receive, else the first that may. */
export function pickDestination(
  options: readonly DestinationOption[],
  current: number | null,
): number | null {
  const usable = options.filter((option) => option.blockedBy === null);
  if (usable.some((option) => option.account.id === current)) return current;
  return usable[0]?.account.id ?? null;
}
