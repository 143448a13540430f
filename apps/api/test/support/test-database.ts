import crypto from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/platform/db/client.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';

export const TEMPLATE_DATABASE = 'cambix_test_template';

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Migrated and seeded (catalogue and demo accounts); each test file gets its own. */
export async function openTestDatabase(): Promise<Database> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    return database;
  }
  // PostgreSQL: a private copy of the template global-setup migrated and seeded.
  const name = `cambix_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DATABASE}"`);
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
