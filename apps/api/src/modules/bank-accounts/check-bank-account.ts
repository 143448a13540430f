import { isValidCci, type AccountType, type Bank, type BankAccountInput } from '@cambix/contract';
import type { CacheReader } from '../../platform/context.ts';
import { problem, type Problem } from '../../platform/refusal.ts';
import { findCatalogueBank } from '../banks/index.ts';

export type BankAccountFields = Omit<BankAccountInput, 'id'>;

function lengthHint(type: AccountType, bank: Bank): string {
  const digits =
    type.minLength === type.maxLength
      ? `${type.minLength} dígitos`
      : `de ${type.minLength} a ${type.maxLength} dígitos`;
  return `Una cuenta ${type.name.toLowerCase()} de ${bank.shortName} tiene ${digits}.`;
}

function cciProblem(cci: string, bank: Bank): Problem | null {
  if (isValidCci(cci, bank.code)) return null;
  let message = 'Los dígitos de control no coinciden: revisa que hayas copiado bien el CCI.';
  if (cci.length !== 20) message = `El CCI tiene 20 dígitos; ingresaste ${cci.length}.`;
  else if (!cci.startsWith(bank.code)) message = `El CCI de ${bank.shortName} empieza con ${bank.code}.`;
  return problem('cci', 'BANK_ACCOUNT_CCI_INVALID', message);
}

/**
 * The account rules (docs/rules/banks-and-accounts.md#customer-accounts) that need the catalogue: bank and
 * type from it, the number's length for that type, the CCI (bank prefix, check digits) required where Cambix
 * has no collection account, and the holder declaration. Returns every problem, so the form can mark each
 * field at once.
 */
export async function checkBankAccount(
  ctx: CacheReader,
  input: BankAccountFields,
): Promise<{ problems: Problem[]; bank?: Bank; type?: AccountType }> {
  const bank = await findCatalogueBank(ctx, input.bankId);
  const problems: Problem[] = [];
  if (!input.holderDeclaration) problems.push(problem('holderDeclaration', 'BANK_ACCOUNT_HOLDER_REQUIRED'));
  if (!bank) return { problems: [problem('bankId', 'BANK_NOT_FOUND'), ...problems] };

  const type = bank.accountTypes.find((candidate) => candidate.id === input.accountTypeId);
  if (!type) {
    problems.unshift(
      problem('accountTypeId', 'VALIDATION_FAILED', `Elige un tipo de cuenta de ${bank.shortName}.`),
    );
  } else if (input.accountNumber.length < type.minLength || input.accountNumber.length > type.maxLength) {
    problems.unshift(problem('accountNumber', 'BANK_ACCOUNT_NUMBER_INVALID', lengthHint(type, bank)));
  }

  if (input.cci === null) {
    if (!bank.hasCollectionAccount) {
      problems.push(
        problem(
          'cci',
          'BANK_ACCOUNT_CCI_REQUIRED',
          `Cambix no tiene cuenta en ${bank.shortName}: ingresa tu CCI de 20 dígitos para recibir tu dinero.`,
        ),
      );
    }
  } else {
    const cci = cciProblem(input.cci, bank);
    if (cci) problems.push(cci);
  }
  return { problems, bank, ...(type ? { type } : {}) };
}
