import type { Db, Queryable } from './client.ts';

const waiting = new WeakMap<object, (() => void)[]>();

/**
 * Runs `callback` once the transaction `db` belongs to has committed, and never if it rolls back; at once
 * when `db` is no transaction (its statements are committed already).
 */
export function afterCommit(db: Queryable, callback: () => void): void {
  const callbacks = waiting.get(db);
  if (callbacks) callbacks.push(callback);
  else callback();
}

/** Makes `db.transaction(...)` run what `afterCommit` asked for, after its commit. */
export function runAfterCommit(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (run, config) => {
    const callbacks: (() => void)[] = [];
    const result = await transaction((tx) => {
      waiting.set(tx, callbacks);
      return run(tx);
    }, config);
    for (const callback of callbacks) callback();
    return result;
  }) as Db['transaction'];
  return db;
}
