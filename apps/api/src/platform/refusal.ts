import type { ErrorCode } from '@cambix/contract';
import { AppError } from './errors.ts';

/** One thing wrong with a request: the field it concerns, its stable code and the Spanish text. */
export interface Problem {
  field: string;
  code: ErrorCode;
  message: string;
}

export function problem(field: string, code: ErrorCode, message?: string): Problem {
  return { field, code, message: message ?? new AppError(code).message };
}

/**
 * One refusal naming every field at fault: the problem's own code (and its general text) when there is
 * one, VALIDATION_FAILED when there are several; each field keeps its own message.
 */
export function refuse(problems: readonly Problem[]): AppError {
  const fields = Object.fromEntries(problems.map((item) => [item.field, item.message]));
  const [only] = problems;
  return problems.length === 1 && only
    ? new AppError(only.code, { fields })
    : new AppError('VALIDATION_FAILED', { fields });
}

/** Throws the refusal when there is anything to refuse. */
export function assertNoProblems(problems: readonly Problem[]): void {
  if (problems.length > 0) throw refuse(problems);
}
