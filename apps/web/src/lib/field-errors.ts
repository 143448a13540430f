import type { ErrorCode } from '@cambix/contract';
import type { z } from 'zod';
import { isApiError } from './api-client.ts';

/** The first message of each of the form's fields a zod check refused. */
export function issuesByField<F extends string>(
  error: z.ZodError,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const found: Partial<Record<F, string>> = {};
  for (const issue of error.issues) {
    const name = String(issue.path[0] ?? '');
    if (fields.includes(name as F)) found[name as F] ??= issue.message;
  }
  return found;
}

/**
 * A refusal's messages under the form's fields: the server's per-field messages, else the one field its
 * code is about, else null (the form shows the message in an alert).
 */
export function serverFieldErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
  fieldOfCode: Partial<Record<ErrorCode, F>>,
): Partial<Record<F, string>> | null {
  if (!isApiError(error)) return null;
  const placed = Object.fromEntries(
    Object.entries(error.fields).filter(([name]) => fields.includes(name as F)),
  ) as Partial<Record<F, string>>;
  if (Object.keys(placed).length > 0) return placed;
  const field = fieldOfCode[error.code];
  return field ? ({ [field]: error.message } as Partial<Record<F, string>>) : null;
}

/**
 * What a one-field form shows under `field` after a refusal: the field's own message (or one of its parts',
 * `events.0` under `events`), else the refusal's message when it names no field, else null; a failure that
 * is no refusal shows `unexpected`.
 */
export function messageUnder(error: unknown, field: string, unexpected: string | null = null): string | null {
  if (!isApiError(error)) return error ? unexpected : null;
  const own =
    error.fields[field] ?? Object.entries(error.fields).find(([name]) => name.startsWith(`${field}.`))?.[1];
  return own ?? (Object.keys(error.fields).length ? null : error.message);
}
