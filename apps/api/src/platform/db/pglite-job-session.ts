import type pg from 'pg';
import type { Db as JobDatabase } from 'pg-boss';

type Result = pg.QueryResult | pg.QueryResult[];

/**
 * The job queue's connection to the embedded database (decision 145): the app's own one-client pool, since
 * PGlite is one session. pg-boss's statements wait their turn behind the app's transactions, as every query
 * does. A text without values goes as a simple query, so pg-boss's multi-statement blocks (its migrations,
 * `BEGIN … COMMIT` around an advisory lock) run whole; their rows are handed back together. A statement that
 * fails ends its connection (node-postgres's pool), and the PGlite thread rolls back what the next
 * connection would otherwise inherit, so a failed block never leaves the session in an aborted transaction.
 */
export function pgliteJobSession(pool: pg.Pool): JobDatabase {
  const run = async (text: string, values?: unknown[]) => {
    const result: Result = await pool.query(text, values);
    return { rows: Array.isArray(result) ? result.flatMap((each) => each.rows ?? []) : result.rows };
  };
  return {
    executeSql: run,
    // One session for the life of the database: what every session must carry is set once, on it.
    async setSessionStatements(statements: string[]) {
      for (const statement of statements) await run(statement);
    },
  };
}
