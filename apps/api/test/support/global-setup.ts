import pg from 'pg';
import { openDatabase } from '../../src/platform/db/client.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { databaseUrl, TEMPLATE_DATABASE } from './test-database.ts';

/** With TEST_DATABASE_URL, builds the migrated, seeded template every test file copies. */
export default async function setup(): Promise<(() => Promise<void>) | void> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) return;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${TEMPLATE_DATABASE}"`);
  const template = await openDatabase({ url: databaseUrl(baseUrl, TEMPLATE_DATABASE) });
  await template.migrate();
  await seedDatabase(template.db, { demo: true });
  await template.close();
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DATABASE}" WITH (FORCE)`);
    await admin.end();
  };
}
