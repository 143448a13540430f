import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { CLOCK_OVERRIDE_SETTING } from 'pg-boss';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../../src/platform/db/client.ts';

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrated and seeded (catalogue and demo accounts) by global-setup; each test file gets its own. */
export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const snapshot = new Blob([await fs.readFile(inject('pgliteSnapshot'))]);
    return openDatabase({ dataDir: null, snapshot });
  }
  // PostgreSQL: a private copy of the template global-setup migrated and seeded.
  // npm run mutate names its copies after its run, to drop any a stopped test process left behind.
  const name = `${process.env.MUTATE_DATABASE_PREFIX ?? 'cambix_test'}_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('templateDatabase')}"`);
  // Every session reads the job queue's time from the test clock, the app's too (its jobs are queued there).
  await admin.query(`ALTER DATABASE "${name}" SET ${CLOCK_OVERRIDE_SETTING} = 'on'`);
  const database = await openDatabase({ url: databaseUrl(baseUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * The same database as a restarted process opens it: new pools on PostgreSQL (its owner still drops it);
 * PGlite in memory lives in this process, so it is the same one.
 */
export async function sameDatabaseAgain(database: Database): Promise<Database> {
  return 'url' in database.jobs ? openDatabase({ url: database.jobs.url }) : database;
}
