import { z } from 'zod';

/** A calendar day `YYYY-MM-DD` that exists (no 2026-02-30). */
export const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Usa una fecha válida.')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, 'Usa una fecha válida.');

// Query values arrive as text; an absent or empty one means "no filter" (or the default).
export function optionalParam<O>(schema: z.ZodType<O, string>) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value): O | undefined => (value === '' || value === undefined ? undefined : (value as O)));
}

export function paramWithDefault<O>(schema: z.ZodType<O, string>, fallback: O) {
  return z
    .union([z.literal(''), schema])
    .optional()
    .transform((value): O => (value === '' || value === undefined ? fallback : (value as O)));
}
