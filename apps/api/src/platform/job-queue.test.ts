import { TestClock } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../test/support/test-database.ts';
import type { Database } from './db/client.ts';
import { openJobQueue, type JobKind, type JobQueue } from './job-queue.ts';

// pg-boss's clock stands still here, so no poll ever runs: whatever is done, a wake did.
let database: Database;
let queue: JobQueue;
beforeAll(async () => {
  database = await openTestDatabase();
  queue = await openJobQueue({
    database,
    log: { warn: () => undefined, error: () => undefined },
    clock: new TestClock(new Date('2026-11-21T15:00:00Z')),
  });
});
afterAll(async () => {
  await queue.stop();
  await database.close();
});

describe('the job queue', () => {
  it('does every job one commit queued on its one wake, without waiting for a poll between them', async () => {
    const kind: JobKind<{ n: number }> = {
      name: 'test-several-in-one-wake',
      policy: { retryLimit: 0, retryDelay: 1, expireInSeconds: 60 },
    };
    const done: number[] = [];
    await queue.handle(kind, async (job) => {
      done.push(job.data.n);
    });
    await database.db.transaction((tx) => queue.send(tx, kind, [{ n: 1 }, { n: 2 }, { n: 3 }]));
    await vi.waitFor(() => expect([...done].sort()).toEqual([1, 2, 3]), { timeout: 10_000 });
  });
});
