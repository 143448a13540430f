import type { Queryable } from './db/client.ts';
import type { JobKind, JobQueue } from './job-queue.ts';
import type { DeliverMail, Mail } from './mail.ts';
import { assertMarketingConsent } from './marketing-consent-gate.ts';
import { FAILED_MAIL_SECONDS } from './retention-periods.ts';

/** Tries of one mail before it is given up: two hours of retries or more. */
export const MAIL_ATTEMPTS = 8;
/** The wait after the first failed try; each later one doubles it (with up to as much again at random). */
export const MAIL_RETRY_SECONDS = 60;
/** The longest wait between two tries. */
export const MAIL_RETRY_MAX_SECONDS = 3_600;
/** How long a claimed mail is left to the instance delivering it; more than an SMTP send may take. */
export const MAIL_LEASE_SECONDS = 15 * 60;

/**
 * Mail waiting to be delivered (decisions 083, 145): one job per mail, its text in the job. A given-up mail
 * stays, failed, for two weeks, for an operator to read or send again.
 */
export const MAIL_JOBS: JobKind<Mail> = {
  name: 'mail',
  policy: {
    retryLimit: MAIL_ATTEMPTS - 1,
    retryDelay: MAIL_RETRY_SECONDS,
    retryBackoff: true,
    retryDelayMax: MAIL_RETRY_MAX_SECONDS,
    expireInSeconds: MAIL_LEASE_SECONDS,
    // A backstop only: the retention sweep deletes given-up mail first, and logs it (decision 173).
    deleteAfterSeconds: FAILED_MAIL_SECONDS + 24 * 3_600,
  },
};

/**
 * One batch of mail given up (or delivered but not yet forgotten) more than its retention ago (decision
 * 173): the jobs go with the mail's text. At the limit a mail stays; one millisecond past it, it goes.
 * Answers the jobs' ids.
 */
export function forgetGivenUpMail(jobs: JobQueue, now: Date, limit: number): Promise<string[]> {
  return jobs.forgetFinishedBefore(MAIL_JOBS, new Date(now.getTime() - FAILED_MAIL_SECONDS * 1_000), limit);
}

export interface Mailer {
  /**
   * Queues mail in the caller's transaction, or as its own statement on `ctx.db`: it is delivered only if
   * that commits, and then promptly, in the background. A marketing mail to a customer without current
   * marketing consent is refused (`MARKETING_CONSENT_MISSING`), and nothing of the call is queued.
   */
  enqueue(db: Queryable, ...mails: Mail[]): Promise<void>;
}

interface MailLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Delivers queued mail through `deliver`, at least once: an instance that stops after handing a mail over
 * but before the job is settled leaves it to be sent again after the lease.
 */
export async function createMailer(options: {
  jobs: JobQueue;
  deliver: DeliverMail;
  log: MailLog;
}): Promise<Mailer> {
  const { jobs, log } = options;
  await jobs.handle(MAIL_JOBS, async (job) => {
    try {
      await options.deliver(job.data);
    } catch (error) {
      const givesUp = job.retryCount >= job.retryLimit;
      const facts = { err: error, jobId: job.id, subject: job.data.subject, attempt: job.retryCount + 1 };
      if (givesUp) log.error(facts, 'mail failed; no more tries');
      else log.warn(facts, 'mail failed; will try again');
      throw error;
    }
    // Delivered: the job goes now, with the one-time link or code some mails carry (else after retention).
    await jobs
      .forget(MAIL_JOBS, job)
      .catch((error: unknown) =>
        log.warn({ err: error, jobId: job.id }, 'delivered mail kept until retention'),
      );
  });
  return {
    enqueue: async (db, ...mails) => {
      await assertMarketingConsent(db, mails);
      await jobs.send(db, MAIL_JOBS, mails);
    },
  };
}
