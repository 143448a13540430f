import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, type Database } from '../../src/platform/db/client.ts';
import { openJobQueue } from '../../src/platform/job-queue.ts';
import { createLogger } from '../../src/platform/logger.ts';
import { seedDatabase } from '../../src/seed/seed-database.ts';
import { databaseUrl } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated, seeded database each test file copies. */
    templateDatabase: string;
    /** PGlite: a file holding the migrated, seeded database each test file starts from. */
    pgliteSnapshot: string;
  }
}

/** The job queue's tables (pg-boss installs them at its first start), so no test file pays for it. */
async function installJobQueue(database: Database): Promise<void> {
  const jobs = await openJobQueue({ database, log: createLogger('silent') });
  await jobs.stop();
}

/**
 * Migrates and seeds once per run what every test file starts from: a template database on PostgreSQL
 * (named for this run, so two runs on one server never drop each other's), or a PGlite snapshot.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) {
    const database = await openDatabase({ dataDir: null });
    await database.migrate();
    await seedDatabase(database.db, { demo: true, demoPartnerOrders: false, demoFinance: false });
    await installJobQueue(database);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-pglite-'));
    const file = path.join(dir, 'snapshot.tar');
    await fs.writeFile(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    project.provide('pgliteSnapshot', file);
    return () => fs.rm(dir, { recursive: true, force: true });
  }
  const template = `cambix_test_template_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await buildTemplate(admin, baseUrl, template);
  project.provide('templateDatabase', template);
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    await admin.end();
  };
}

/** A PostgreSQL database migrated and seeded as every API test file starts from. */
export async function buildTemplate(admin: pg.Client, baseUrl: string, name: string): Promise<void> {
  await admin.query(`CREATE DATABASE "${name}"`);
  const database = await openDatabase({ url: databaseUrl(baseUrl, name) });
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: true, demoPartnerOrders: false, demoFinance: false });
    await installJobQueue(database);
  } finally {
    await database.close();
  }
}
