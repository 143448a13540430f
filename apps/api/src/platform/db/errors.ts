interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The PostgreSQL error in `error` or what it wraps (drizzle wraps the driver's), whichever driver raised it. */
function pgError(error: unknown, matches: (code: unknown) => boolean): PgErrorLike | null {
  let current = error as PgErrorLike | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (matches(current.code)) return current;
    current = current.cause as PgErrorLike | undefined;
  }
  return null;
}

/** The constraint a unique violation hit (PostgreSQL 23505), whichever driver and wrapper raised it. */
export function uniqueViolation(error: unknown): string | null {
  const found = pgError(error, (code) => code === '23505');
  if (!found) return null;
  return typeof found.constraint === 'string' ? found.constraint : '';
}

/** A serialization failure (40001) or a deadlock (40P01): the transaction lost a race and may run again. */
export function isTransactionConflict(error: unknown): boolean {
  return pgError(error, (code) => code === '40001' || code === '40P01') !== null;
}
