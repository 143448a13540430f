import { sql, type SQL } from 'drizzle-orm';
import {
  fromDrizzle,
  PgBoss,
  type Clock,
  type ConstructorOptions,
  type JobWithMetadata,
  type Queue,
} from 'pg-boss';
import { afterCommit } from './db/after-commit.ts';
import type { Database, Queryable } from './db/client.ts';

/** A kind of background work: its queue's name and how its jobs are retried, held and kept. */
export interface JobKind<T extends object> {
  name: string;
  /**
   * pg-boss's queue options: `retryLimit`, `retryDelay` (seconds, at least 1) with `retryBackoff`,
   * `retryDelayMax`, `expireInSeconds` (how long a claim is held before the job is tried again: longer
   * than any try may take) and `deleteAfterSeconds` (how long a finished job is kept).
   */
  policy: Omit<Queue, 'name' | 'policy'>;
  /** Only for the type of the jobs' data. */
  readonly data?: T;
}

export type JobHandler<T extends object> = (job: JobWithMetadata<T>) => Promise<void>;

interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** The durable job queue (pg-boss, decision 145), on the app's PostgreSQL or its embedded PGlite. */
export interface JobQueue {
  /** Creates the queue (or brings its policy up to date) and starts this instance's worker for it. */
  handle<T extends object>(kind: JobKind<T>, handler: JobHandler<T>): Promise<void>;
  /**
   * Queues one job per item in the caller's transaction, or as one statement on `ctx.db`: nothing is
   * queued if it rolls back. This instance's worker is woken once it commits.
   */
  send<T extends object>(db: Queryable, kind: JobKind<T>, items: readonly T[]): Promise<void>;
  /** Wakes this instance's worker for `kind`: it fetches now instead of at its next poll. */
  wake(kind: JobKind<object>): void;
  /** Deletes a job now, its data with it, instead of keeping it finished for `deleteAfterSeconds`. */
  forget<T extends object>(kind: JobKind<T>, job: JobWithMetadata<T>): Promise<void>;
  /**
   * Deletes up to `limit` jobs of `kind` that finished (given up, completed or cancelled) strictly before
   * `before`, data and all; answers their ids. Looks at the oldest 1,000 jobs of the queue per call.
   */
  forgetFinishedBefore<T extends object>(kind: JobKind<T>, before: Date, limit: number): Promise<string[]>;
  /** Jobs of `kind` whose data contains `data`, oldest first, whatever their state. */
  find<T extends object>(kind: JobKind<T>, data: Partial<T>): Promise<JobWithMetadata<T>[]>;
  /** Stops fetching, lets the jobs in progress finish (up to `timeoutMs`), then lets go of the database. */
  stop(timeoutMs?: number): Promise<void>;
}

const FINISHED: ReadonlySet<string> = new Set(['failed', 'completed', 'cancelled']);

/** How often a worker looks for due jobs besides being woken: retries and other instances' jobs. */
const POLL_SECONDS = 10;
const STOP_TIMEOUT_MS = 5_000;

/**
 * Opens the job queue on `database`, installing or migrating its tables (schema `pgboss`) on the way: on
 * PostgreSQL through a small pool of its own, on PGlite through the app's one session. `clock` is pg-boss's
 * TestClock in tests.
 */
export async function openJobQueue(options: {
  database: Database;
  log: JobLog;
  clock?: Clock;
}): Promise<JobQueue> {
  const { database, log } = options;
  const connection: ConstructorOptions =
    'url' in database.jobs
      ? { connectionString: database.jobs.url, max: 4 }
      : { db: database.jobs.session, backend: 'pglite' };
  const boss = new PgBoss({
    ...connection,
    // Cron schedules are not used: the sweeps stay timers of their own (decision 145).
    schedule: false,
    ...(options.clock ? { clock: options.clock } : {}),
  });
  boss.on('error', (error: Error) => log.error({ err: error }, 'job queue error'));
  boss.on('warning', (warning: { message: string; data?: object }) =>
    log.warn({ ...warning.data }, `job queue: ${warning.message}`),
  );
  await boss.start();

  const workers = new Map<string, string>();

  const queue: JobQueue = {
    async handle<T extends object>(kind: JobKind<T>, handler: JobHandler<T>) {
      if ((kind.policy.retryDelay ?? 0) < 1) throw new Error(`${kind.name}: a retry waits at least 1 s`);
      // Creating is a no-op for a queue that exists; the update brings its policy up to this release's.
      await boss.createQueue(kind.name, kind.policy);
      await boss.updateQueue(kind.name, kind.policy);
      const id = await boss.work(
        kind.name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
        async ([job]: JobWithMetadata<T>[]) => {
          if (!job) return;
          try {
            await handler(job);
          } finally {
            // A worker that did a job looks again at once: one wake may have queued several (a webhook
            // delivery per endpoint), and pg-boss would otherwise wait its poll for each after the first.
            queue.wake(kind);
          }
        },
      );
      workers.set(kind.name, id);
    },
    async send(db, kind, items) {
      if (items.length === 0) return;
      await boss.insert(
        kind.name,
        items.map((data) => ({ data })),
        // Both drivers are node-postgres underneath, whose results carry `rows`.
        {
          db: fromDrizzle(
            { execute: async (query) => (await db.execute(query as SQL)) as { rows: unknown[] } },
            sql,
          ),
        },
      );
      afterCommit(db, () => queue.wake(kind));
    },
    wake(kind) {
      const id = workers.get(kind.name);
      if (id) boss.notifyWorker(id);
    },
    async forget(kind, job) {
      // Fenced to the attempt: a job another instance took over meanwhile is left to it.
      await boss.deleteJob(kind.name, { id: job.id, retryCount: job.retryCount });
    },
    async forgetFinishedBefore(kind, before, limit) {
      const jobs = await boss.findJobs(kind.name, { limit: 1_000 });
      const ids = jobs
        .filter(
          (job) => FINISHED.has(job.state) && job.completedOn && job.completedOn.getTime() < before.getTime(),
        )
        .slice(0, limit)
        .map((job) => job.id);
      if (ids.length > 0) await boss.deleteJob(kind.name, ids);
      return ids;
    },
    find(kind, data) {
      return boss.findJobs(kind.name, { data });
    },
    async stop(timeoutMs = STOP_TIMEOUT_MS) {
      // A database already gone cannot record the stop: the claims it holds expire and are tried again.
      await boss
        .stop({ graceful: true, timeout: timeoutMs })
        .catch((error: unknown) => log.warn({ err: error }, 'job queue stopped without its database'));
    },
  };
  return queue;
}
