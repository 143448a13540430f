import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { afterCommit } from './db/after-commit.ts';
import type { Db, Queryable } from './db/client.ts';
import { mailQueue } from './db/schema/index.ts';
import type { DeliverMail, Mail } from './mail.ts';

/** Tries of one mail before it is given up: about two hours of retries. */
export const MAIL_ATTEMPTS = 8;
/** How long a claimed mail is left to the instance delivering it; more than an SMTP send may take. */
export const MAIL_LEASE_MS = 15 * 60_000;
const MINUTE_MS = 60_000;

/** The wait after failed try `attempt` (1, 2, 4 ... minutes, at most an hour). */
export function retryDelayMs(attempt: number): number {
  return Math.min(2 ** (attempt - 1), 60) * MINUTE_MS;
}

export interface Mailer {
  /**
   * Queues mail in the caller's transaction, or as its own statement on `ctx.db`: it is delivered only if
   * that commits, and then promptly, in the background.
   */
  enqueue(db: Queryable, ...mails: Mail[]): Promise<void>;
  /** Delivers every mail due now, each tried once, and waits (the poll job, shutdown, tests). */
  drain(): Promise<void>;
}

interface MailLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

type QueuedMail = typeof mailQueue.$inferSelect;

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The durable queue in front of `deliver`. Each delivery is claimed with SKIP LOCKED and a lease, so
 * several instances share the queue and a mail claimed by one that died is tried again after the lease.
 * Delivery is at least once: a crash between the send and its record sends the mail again.
 */
export function createMailer(options: {
  db: Db;
  deliver: DeliverMail;
  log: MailLog;
  now: () => Date;
}): Mailer {
  const { db, log, now } = options;

  async function claimOne(): Promise<QueuedMail | undefined> {
    const at = now();
    const due = db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(and(isNull(mailQueue.failedAt), or(isNull(mailQueue.retryAt), lte(mailQueue.retryAt, at))))
      .orderBy(asc(mailQueue.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await db
      .update(mailQueue)
      .set({
        attempts: sql`${mailQueue.attempts} + 1`,
        retryAt: new Date(at.getTime() + MAIL_LEASE_MS),
      })
      .where(inArray(mailQueue.id, due))
      .returning();
    return claimed;
  }

  async function recordFailure(queued: QueuedMail, error: unknown): Promise<void> {
    const at = now();
    const givesUp = queued.attempts >= MAIL_ATTEMPTS;
    const retryAt = new Date(at.getTime() + retryDelayMs(queued.attempts));
    // Only while the lease is still ours: after it, another instance may be trying this mail.
    await db
      .update(mailQueue)
      .set(givesUp ? { failedAt: at, lastError: errorText(error) } : { retryAt, lastError: errorText(error) })
      .where(and(eq(mailQueue.id, queued.id), eq(mailQueue.attempts, queued.attempts)));
    const facts = { err: error, mailId: queued.id, subject: queued.subject, attempt: queued.attempts };
    if (givesUp) log.error(facts, 'mail failed; no more tries');
    else log.warn({ ...facts, retryAt }, 'mail failed; will try again');
  }

  async function deliverDue(): Promise<void> {
    for (let queued = await claimOne(); queued; queued = await claimOne()) {
      try {
        await options.deliver({
          to: queued.recipient,
          subject: queued.subject,
          text: queued.text,
          ...(queued.html === null ? {} : { html: queued.html }),
        });
      } catch (error) {
        await recordFailure(queued, error);
        continue;
      }
      // Delivered: the row goes, with the one-time link or code some mails carry.
      await db.delete(mailQueue).where(eq(mailQueue.id, queued.id));
    }
  }

  // One pass at a time in this process; a wake during a pass asks for another after it.
  let running: Promise<void> | undefined;
  let again = false;
  function wake(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue();
      } while (again);
    })()
      .catch((error: unknown) => log.error({ err: error }, 'mail queue pass failed'))
      .finally(() => {
        running = undefined;
        if (again) wake();
      });
  }

  return {
    async enqueue(queryable, ...mails) {
      if (mails.length === 0) return;
      await queryable.insert(mailQueue).values(
        mails.map((mail) => ({
          recipient: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? null,
          createdAt: now(),
        })),
      );
      afterCommit(queryable, wake);
    },
    async drain() {
      wake();
      while (running) await running;
    },
  };
}
