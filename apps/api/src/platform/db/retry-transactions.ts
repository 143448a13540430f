import type { Db } from './client.ts';
import { isTransactionConflict } from './errors.ts';

/** Runs of one transaction at most: a conflict that repeats this often is a bug to see, not to hide. */
export const TRANSACTION_ATTEMPTS = 4;

const pause = (attempt: number) =>
  new Promise<void>((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));

/**
 * Runs `run` again when PostgreSQL aborts it as a deadlock or a serialization failure, up to
 * TRANSACTION_ATTEMPTS runs, after a short random pause so the two sides do not collide again.
 */
export async function retryConflicts<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isTransactionConflict(error)) throw error;
      await pause(attempt);
    }
  }
}

/**
 * Every `db.transaction(...)` retries on conflict, so no use case has to. The callback may therefore
 * run more than once: it only touches the database (mail is a queued row); events and files wait for
 * the commit.
 */
export function retryTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((callback, config) =>
    retryConflicts(() => transaction(callback, config))) as Db['transaction'];
  return db;
}
