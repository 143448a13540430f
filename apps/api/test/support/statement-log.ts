import type { Logger } from 'drizzle-orm';
import type { Db } from '../../src/platform/db/client.ts';

interface LoggedSession {
  logger: Logger;
  options: { logger?: Logger };
}

/**
 * Records every statement drizzle sends through `db` while `run` runs (transactions included: their
 * sessions are made from the same options). PGlite opens and commits a transaction itself, so `begin` and
 * `commit` are recorded on PostgreSQL only.
 */
export async function statementsOf<T>(
  db: Db,
  run: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  // drizzle keeps its logger on the session; a test swaps it there rather than opening another database.
  const session = (db as unknown as { session: LoggedSession }).session;
  const statements: string[] = [];
  const recorder: Logger = { logQuery: (query) => void statements.push(query) };
  const { logger, options } = session;
  const previous = options.logger;
  session.logger = recorder;
  options.logger = recorder;
  try {
    return { result: await run(), statements };
  } finally {
    session.logger = logger;
    if (previous === undefined) delete options.logger;
    else options.logger = previous;
  }
}
