import path from 'node:path';
import { openDatabase, type Database } from './platform/db/client.ts';
import { reachPostgres } from './platform/db/reach-postgres.ts';
import type { Config } from './platform/env.ts';
import { seedDatabase } from './seed/seed-database.ts';

/** Opens the configured database, applies pending migrations and seeds an empty one. */
export async function prepareDatabase(
  config: Config,
  options: { demo: boolean; demoHistory?: boolean },
): Promise<{ database: Database; demoCreated: boolean }> {
  if (config.databaseUrl) await reachPostgres(config.databaseUrl);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
  try {
    await database.migrate();
    const { demoCreated } = await seedDatabase(database.db, options);
    return { database, demoCreated };
  } catch (error) {
    await database.close().catch(() => undefined);
    throw error;
  }
}
