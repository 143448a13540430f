import fs from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import setupSuite from './global-setup.ts';

/**
 * npm run mutate (vitest.mutate.config.mjs): every Stryker test process, and each one it starts again after
 * a timeout, takes the PGlite snapshot the first one built (MUTATE_SNAPSHOT) instead of migrating and
 * seeding anew. On PostgreSQL, or outside a mutate run, it is the suite's global setup.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shared = process.env.MUTATE_SNAPSHOT;
  if (!shared || process.env.TEST_DATABASE_URL) return setupSuite(project);
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
