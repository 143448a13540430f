// With PostgreSQL at hand, `npm test` runs the API suite twice side by side, on PGlite and on PostgreSQL
// (scripts/test.mjs, decision 195). A test that would do the same work in both, or proves its point on one
// only, skips in the other; a suite run alone runs everything.

/**
 * This run is the PostgreSQL suite. A test that starts its own processes on the embedded default, whatever
 * the suite's database, skips here: the PGlite suite does the same work.
 */
export const inPostgresSuite = Boolean(process.env.TEST_DATABASE_URL);

/**
 * This run is the PGlite suite and the PostgreSQL one runs beside it. A race (PGlite serves one connection
 * at a time, so nothing races) or a volume (production's is on PostgreSQL) skips here.
 */
export const postgresSuiteBeside = !inPostgresSuite && process.env.TEST_POSTGRES_BESIDE === '1';
