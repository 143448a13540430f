import { TestClock } from 'pg-boss';
import type { Database } from '../../src/platform/db/client.ts';
import type { JobKind, JobQueue } from '../../src/platform/job-queue.ts';

/**
 * pg-boss's TestClock for one database, shared by the app instances on it: the database time the queue
 * reads (`pgboss.job_now()`) and the timers of its workers and maintenance, which only move when a drain
 * moves them. TestClock allows one move at a time, so moves wait their turn.
 */
export class QueueClock {
  readonly clock: TestClock;
  private turn: Promise<void> = Promise.resolve();

  constructor(start: Date) {
    this.clock = new TestClock(start);
  }

  /**
   * Sets the time to `at` and runs the timers it passed (polls, expired claims), each time waiting until
   * pg-boss has no statement in flight.
   */
  settle(at: Date): Promise<void> {
    const move = this.turn.then(async () => {
      if (at.getTime() !== this.clock.now()) await this.clock.setTime(at);
      await this.clock.tick(0);
    });
    this.turn = move.catch(() => undefined);
    return move;
  }
}

/**
 * When a waiting job is due: its `start_after` has microseconds and a Date milliseconds, so the first
 * millisecond at or after it.
 */
export const dueAt = (job: { startAfter: Date }) => new Date(job.startAfter.getTime() + 1);

const clocks = new WeakMap<Database, QueueClock>();

export function queueClockOf(database: Database, start: Date): QueueClock {
  let clock = clocks.get(database);
  if (!clock) {
    clock = new QueueClock(start);
    clocks.set(database, clock);
  }
  return clock;
}

/**
 * A test app's job queue, whose handlers `drain` can wait for: it sets the queue's time to the app's, wakes
 * every worker of this instance, waits for what that started, and again until a round starts nothing.
 */
export function drainableJobs(jobs: JobQueue, clock: QueueClock, now: () => Date) {
  const kinds: JobKind<object>[] = [];
  const running = new Set<Promise<void>>();
  let started = 0;
  const tracked: JobQueue = {
    ...jobs,
    handle(kind, handler) {
      kinds.push(kind as JobKind<object>);
      return jobs.handle(kind, (job) => {
        started += 1;
        const run = handler(job);
        running.add(run);
        const forget = () => running.delete(run);
        run.then(forget, forget);
        return run;
      });
    },
  };
  async function drain(): Promise<void> {
    for (;;) {
      const before = started;
      // The time first: a worker woken before it would look for due jobs at the old time.
      await clock.settle(now());
      for (const kind of kinds) jobs.wake(kind);
      await clock.settle(now());
      while (running.size > 0) await Promise.allSettled([...running]);
      // A worker woken while busy settles its job and fetches again: that fetch belongs to this round.
      await clock.settle(now());
      if (started === before) return;
    }
  }
  return { jobs: tracked, drain };
}
