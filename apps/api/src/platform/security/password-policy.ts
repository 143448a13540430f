import { isStrongPassword } from '@cambix/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../errors.ts';

let commonPasswords: Set<string> | undefined;

/** The ~49,000 most used passwords (zxcvbn-ts's common list, MIT), lower-cased; read on first use. */
function commonList(): Set<string> {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((entry) => entry.toLowerCase()));
  return commonPasswords;
}

/**
 * Common, whatever its case, and also once the digits and symbols people add at the end are taken off
 * ("Password1", "Marisol1990!"), as long as a word of 4 letters or more is left (decision 064).
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonList();
  if (list.has(lower)) return true;
  const base = lower.replace(/[^\p{L}]+$/u, '');
  return base.length >= 4 && base !== lower && list.has(base);
}

/** Why a new password is refused (weak or common), or null; every place a password is set asks this. */
export function passwordProblem(password: string): AppError | null {
  if (!isStrongPassword(password)) return new AppError('PASSWORD_WEAK');
  if (isCommonPassword(password)) return new AppError('PASSWORD_COMMON');
  return null;
}

/** Throws the refusal with the message under the password field (`field` names it in the request). */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  const problem = passwordProblem(password);
  if (problem) throw new AppError(problem.code, { fields: { [field]: problem.message } });
}
