import { z } from 'zod';
import { decimalString, percentString } from '../common/money-schemas.ts';
import { isPositiveMoney } from '../common/money.ts';
import { calendarDate, optionalParam } from '../http/query-params.ts';
import { PERSON_NAME_HINT, PERSON_NAME_PATTERN, PHONE_HINT, PHONE_PATTERN } from '../identity/rules.ts';

// Field rules the partner schemas share (docs/rules/partners.md).

export const text = (label: string, max: number) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .max(max, `Usa como máximo ${max} caracteres.`);

export const personName = (label: string) =>
  z
    .string({ error: `Ingresa ${label}.` })
    .trim()
    .min(1, `Ingresa ${label}.`)
    .regex(PERSON_NAME_PATTERN, PERSON_NAME_HINT);

export const optionalEmail = z
  .string()
  .trim()
  .toLowerCase()
  .nullish()
  .transform((value) => value || null)
  .pipe(z.email('Ingresa un correo válido.').max(254, 'El correo es demasiado largo.').nullable());

export const optionalPhone = z
  .string()
  .nullish()
  .transform((value) => value?.replace(/[\s-]/g, '') || null)
  .refine((value) => value === null || PHONE_PATTERN.test(value), PHONE_HINT);

export const percentUpTo100 = percentString.or(z.literal('100')).or(z.literal('100.00'));

export const amountField = decimalString.refine(isPositiveMoney, 'Ingresa un monto mayor que cero.');

export const dateRange = {
  /** Creation days, inclusive, in America/Lima. */
  from: optionalParam(calendarDate),
  to: optionalParam(calendarDate),
};
export const rangeInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
export const rangeIssue = { path: ['to'], message: 'Revisa el rango: el final va después del inicio.' };
