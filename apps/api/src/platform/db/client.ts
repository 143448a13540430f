import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Db as JobDatabase } from 'pg-boss';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { runAfterCommit } from './after-commit.ts';
import { pgliteJobSession } from './pglite-job-session.ts';
import { startPgliteThread } from './pglite-thread.ts';
import { retryTransactions } from './retry-transactions.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers behind one type: use cases never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a use case runs its queries on: the database or an open transaction. */
export type Queryable = Db | Tx;

/**
 * How the job queue reaches the database (decision 145): on PostgreSQL a pool of its own; on PGlite, which
 * is one session, the app's.
 */
export type JobQueueConnection = { url: string } | { session: JobDatabase };

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  jobs: JobQueueConnection;
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as one file, to start others from (`snapshot`). */
  dump?(): Promise<Blob>;
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
const casing = 'snake_case' as const;
// Any fixed number: instances starting together take turns to migrate.
const MIGRATION_LOCK = 7_240_311;

/**
 * PostgreSQL when a URL is given, otherwise PGlite in `dataDir` (or in memory when `dataDir` is null,
 * started from `snapshot`, a `dumpDatabase` of another one, when given).
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string | null;
  snapshot?: Blob;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    pool.on('error', () => undefined); // an idle client dropped by the server; the next query reconnects
    const db = retryTransactions(runAfterCommit(drizzlePg(pool, { schema, casing }) as unknown as Db));
    return {
      db,
      driver: 'postgres',
      jobs: { url: options.url },
      async migrate() {
        const client = await pool.connect();
        try {
          await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg(client, { schema, casing }), { migrationsFolder });
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const thread = await startPgliteThread({ dataDir: options.dataDir ?? null, snapshot: options.snapshot });
  // PGlite is one session: one client, kept open, every query and transaction waiting its turn for it.
  const pool = new pg.Pool({
    max: 1,
    idleTimeoutMillis: 0,
    user: 'postgres',
    database: 'postgres',
    stream: () => thread.connect(),
  });
  pool.on('error', () => undefined); // a broken stream: the next query opens another
  return {
    db: retryTransactions(runAfterCommit(drizzlePg(pool, { schema, casing }) as unknown as Db)),
    driver: 'pglite',
    jobs: { session: pgliteJobSession(pool) },
    migrate: () => migratePg(drizzlePg(pool, { schema, casing }), { migrationsFolder }),
    async close() {
      await pool.end();
      await thread.close();
    },
    dump: () => thread.dump(),
  };
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
