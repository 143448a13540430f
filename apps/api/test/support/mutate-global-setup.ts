import fs from 'node:fs/promises';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import setupSuite, { buildTemplate } from './global-setup.ts';

/**
 * npm run mutate (vitest.mutate.config.mjs): every Stryker test process, and each one it starts again after
 * a timeout, takes the one database the run's first process built instead of migrating and seeding anew:
 * on PostgreSQL the template named MUTATE_TEMPLATE (scripts/mutate.mjs drops it), on PGlite the snapshot
 * file MUTATE_SNAPSHOT. Outside a mutate run it is the suite's global setup.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  const template = process.env.MUTATE_TEMPLATE;
  if (baseUrl && template) {
    await buildTemplateOnce(baseUrl, template);
    project.provide('templateDatabase', template);
    return async () => undefined;
  }
  const shared = process.env.MUTATE_SNAPSHOT;
  if (!shared || baseUrl) return setupSuite(project);
  const built = await fs.access(shared).then(
    () => true,
    () => false,
  );
  if (built) {
    project.provide('pgliteSnapshot', shared);
    return async () => undefined;
  }
  const teardown = await setupSuite(project);
  const partial = `${shared}.${process.pid}`;
  await fs.copyFile(project.getProvidedContext().pgliteSnapshot, partial);
  await fs.rename(partial, shared);
  return teardown;
}

/**
 * The first process to take the lock builds the template under another name and renames it when done, so a
 * process never copies a half-built one; the others find it built.
 */
async function buildTemplateOnce(baseUrl: string, template: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    const { rowCount } = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
    if (rowCount) return;
    const building = `${template}_building`;
    await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
    await buildTemplate(admin, baseUrl, building);
    await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
  } finally {
    await admin.end();
  }
}
