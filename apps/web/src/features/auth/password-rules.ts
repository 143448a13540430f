import { isStrongPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@cambix/contract';
import { es } from '@/i18n/es.ts';

/** The parts of the contract's strength rule, shown one by one while the person types. */
export const PASSWORD_RULES = [
  {
    id: 'length',
    label: es.password.rules.length,
    test: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
  },
  { id: 'upper', label: es.password.rules.upper, test: (value: string) => /[A-Z]/.test(value) },
  { id: 'lower', label: es.password.rules.lower, test: (value: string) => /[a-z]/.test(value) },
  { id: 'digit', label: es.password.rules.digit, test: (value: string) => /\d/.test(value) },
] as const;

export function newPasswordError(password: string): string | undefined {
  if (!password) return es.login.passwordRequired;
  if (password.length > PASSWORD_MAX_LENGTH) return es.password.tooLong;
  if (!isStrongPassword(password)) return es.password.weak;
  return undefined;
}

export function confirmationError(password: string, confirmation: string): string | undefined {
  if (!confirmation) return es.password.confirmationRequired;
  return confirmation === password ? undefined : es.password.mismatch;
}
