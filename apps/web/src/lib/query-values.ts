/** A query-string value when it is one of the allowed ones, else empty (the list's default applies). */
export const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : '';
