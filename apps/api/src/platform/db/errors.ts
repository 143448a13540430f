interface PgErrorLike {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The constraint a unique violation hit (PostgreSQL 23505), whichever driver and wrapper raised it. */
export function uniqueViolation(error: unknown): string | null {
  let current = error as PgErrorLike | undefined;
  for (let depth = 0; current && depth < 4; depth++) {
    if (current.code === '23505') return typeof current.constraint === 'string' ? current.constraint : '';
    current = current.cause as PgErrorLike | undefined;
  }
  return null;
}
