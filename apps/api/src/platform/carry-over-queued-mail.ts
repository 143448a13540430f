import { isNull } from 'drizzle-orm';
import type { Db } from './db/client.ts';
import { mailQueue } from './db/schema/index.ts';
import type { JobQueue } from './job-queue.ts';
import { MAIL_JOBS } from './mail-queue.ts';

/**
 * Hands the mail queued before the job queue (`mail_queue`, decision 145) to it: each row still waiting
 * becomes a job and is deleted, in one transaction, so none is lost or queued twice by instances starting
 * together. Mail given up there stays. Returns how many were handed over.
 */
export async function carryOverQueuedMail(db: Db, jobs: JobQueue): Promise<number> {
  return db.transaction(async (tx) => {
    const waiting = await tx.delete(mailQueue).where(isNull(mailQueue.failedAt)).returning();
    const mails = waiting.map((row) => ({
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      ...(row.html === null ? {} : { html: row.html }),
    }));
    await jobs.send(tx, MAIL_JOBS, mails);
    return mails.length;
  });
}
