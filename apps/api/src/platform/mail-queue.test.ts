import path from 'node:path';
import { ORDER_STATUS } from '@cambix/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../test/support/captured-log.ts';
import { orderInStatus, staffAction } from '../../test/support/pipeline.ts';
import { openTestDatabase, sameDatabaseAgain } from '../../test/support/test-database.ts';
import { buildTestApp, type TestApp } from '../../test/support/test-app.ts';
import { dueAt } from '../../test/support/test-jobs.ts';
import { carryOverQueuedMail } from './carry-over-queued-mail.ts';
import { mailQueue } from './db/schema/index.ts';
import { readOutbox } from './mail-outbox.ts';
import {
  MAIL_ATTEMPTS,
  MAIL_JOBS,
  MAIL_LEASE_SECONDS,
  MAIL_RETRY_MAX_SECONDS,
  MAIL_RETRY_SECONDS,
} from './mail-queue.ts';
import type { Mail } from './mail.ts';

/** Recipient -> deliveries still to refuse (-1: every one). */
const refusals = new Map<string, number>();
const captured = captureLog('warn');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    log: captured.log,
    delivery: (deliver) => async (mail) => {
      const left = refusals.get(mail.to) ?? 0;
      if (left !== 0) {
        refusals.set(mail.to, left - 1);
        throw new Error('421 servicio no disponible');
      }
      await deliver(mail);
    },
  });
});
afterAll(() => t.close());

/** For what happens in the background on a busy machine. */
const PATIENCE = { timeout: 10_000 };
const SECOND = 1_000;
const mailTo = (to: string): Mail => ({ to, subject: `Prueba para ${to}`, text: 'Hola.' });
const jobsTo = (app: TestApp, to: string) => app.ctx.jobs.find(MAIL_JOBS, { to });
const deliveredTo = async (app: TestApp, to: string) =>
  (await app.outbox()).filter((mail) => mail.to.includes(to));

/** The mail's one job, waiting for its next try. */
async function waitingJob(app: TestApp, to: string) {
  const [job, ...others] = await jobsTo(app, to);
  expect(others).toEqual([]);
  expect(job).toMatchObject({ state: 'retry' });
  return job!;
}

/** Moves the clock past every wait a job could have been given, and runs what is due. */
async function muchLater(app: TestApp) {
  app.clock.advance((MAIL_LEASE_SECONDS + 2 * MAIL_RETRY_MAX_SECONDS) * SECOND);
  await app.drain();
}

describe('the mail queue', () => {
  it('a rolled-back transaction queues no mail', async () => {
    const to = 'deshecho@example.com';
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.mailer.enqueue(tx, mailTo(to));
        throw new Error('la transacción falla después');
      }),
    ).rejects.toThrow('la transacción falla después');
    expect(await jobsTo(t, to)).toEqual([]);
    expect(await deliveredTo(t, to)).toEqual([]);
  });

  it('a committed mail is delivered right after the commit, without a drain or a poll, and once', async () => {
    const to = 'enseguida@example.com';
    await t.ctx.db.transaction((tx) => t.ctx.mailer.enqueue(tx, mailTo(to)));
    const outboxDir = path.join(t.ctx.config.dataDir, 'outbox');
    await vi.waitFor(async () => {
      const mails = await readOutbox(outboxDir);
      expect(mails.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    }, PATIENCE);
    // The job went with the mail (some carry a one-time link), so nothing can send it again.
    await vi.waitFor(async () => expect(await jobsTo(t, to)).toEqual([]), PATIENCE);
    await muchLater(t);
    expect(await deliveredTo(t, to)).toHaveLength(1);
  });

  it('a mail whose first delivery fails is tried again after its backoff, not before, and delivered once', async () => {
    const to = 'reintento@example.com';
    refusals.set(to, 1);
    await t.ctx.mailer.enqueue(t.ctx.db, mailTo(to));
    const failedAt = t.clock.now().getTime();
    await t.drain();
    expect(await deliveredTo(t, to)).toEqual([]);
    const job = await waitingJob(t, to);
    expect(job.output).toMatchObject({ message: '421 servicio no disponible' });
    // The first wait is a minute and at most as much again, at random (pg-boss's backoff).
    const wait = job.startAfter.getTime() - failedAt;
    expect(wait).toBeGreaterThanOrEqual(MAIL_RETRY_SECONDS * SECOND);
    expect(wait).toBeLessThan(2 * MAIL_RETRY_SECONDS * SECOND);
    expect(captured.text()).toContain('mail failed; will try again');

    t.clock.set(new Date(job.startAfter.getTime() - SECOND));
    expect(await deliveredTo(t, to)).toEqual([]);
    t.clock.set(dueAt(job));
    expect(await deliveredTo(t, to)).toEqual([expect.objectContaining({ subject: `Prueba para ${to}` })]);
    expect(await jobsTo(t, to)).toEqual([]);
    await muchLater(t);
    expect(await deliveredTo(t, to)).toHaveLength(1);
  });

  it(`gives a mail up after ${MAIL_ATTEMPTS} failed tries, each wait longer, and logs it`, async () => {
    const to = 'nunca@example.com';
    refusals.set(to, -1);
    await t.ctx.mailer.enqueue(t.ctx.db, mailTo(to));
    for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
      const triedAt = t.clock.now().getTime();
      await t.drain();
      const job = await waitingJob(t, to);
      const wait = job.startAfter.getTime() - triedAt;
      const base = Math.min(MAIL_RETRY_SECONDS * 2 ** (attempt - 1), MAIL_RETRY_MAX_SECONDS) * SECOND;
      expect(wait).toBeGreaterThanOrEqual(base);
      expect(wait).toBeLessThanOrEqual(Math.min(2 * base, MAIL_RETRY_MAX_SECONDS * SECOND));
      t.clock.set(dueAt(job));
    }
    await t.drain();
    const [job] = await jobsTo(t, to);
    expect(job).toMatchObject({ state: 'failed', retryCount: MAIL_ATTEMPTS - 1 });
    expect(captured.text()).toContain('mail failed; no more tries');
    await muchLater(t);
    expect(await jobsTo(t, to)).toEqual([expect.objectContaining({ state: 'failed' })]);
    expect(await deliveredTo(t, to)).toEqual([]);
  });

  it('two instances draining one queue at once deliver each mail once', async () => {
    const other = await buildTestApp({ database: t.database });
    other.clock.set(t.clock.now()); // instances share the time of day
    try {
      const recipients = Array.from({ length: 6 }, (_, index) => `compartido-${index}@example.com`);
      await t.ctx.mailer.enqueue(t.ctx.db, ...recipients.map(mailTo));
      await Promise.all([t.drain(), other.drain()]);
      const delivered = [...(await t.outbox()), ...(await other.outbox())]
        .map((mail) => mail.to)
        .filter((to) => to.startsWith('compartido-'));
      expect(delivered.sort()).toEqual(recipients.sort());
    } finally {
      await other.close();
    }
  });

  it('hands mail queued before the job queue to it once, and leaves a given-up one', async () => {
    const to = 'anterior@example.com';
    await t.ctx.db.insert(mailQueue).values([
      { recipient: to, subject: 'En cola antes', text: 'Hola.' },
      { recipient: to, subject: 'Abandonado antes', text: 'Hola.', failedAt: t.clock.now() },
    ]);
    expect(await carryOverQueuedMail(t.ctx.db, t.ctx.jobs)).toBe(1);
    expect(await carryOverQueuedMail(t.ctx.db, t.ctx.jobs)).toBe(0);
    expect((await deliveredTo(t, to)).map((mail) => mail.subject)).toEqual(['En cola antes']);
    expect(await t.ctx.db.select({ subject: mailQueue.subject }).from(mailQueue)).toEqual([
      { subject: 'Abandonado antes' },
    ]);
  });
});

describe('an instance stopped or dead while delivering an order’s mail', () => {
  it('loses no mail: an app stopped mid-delivery and started again on the database delivers it once', async () => {
    const database = await openTestDatabase();
    let kill: (error: Error) => void = () => undefined;
    // The first instance commits the approval, takes the mail, and is stopped while handing it over.
    const stopped = await buildTestApp({
      database,
      delivery: () => () => new Promise<void>((_, reject) => (kill = reject)),
    });
    const { customer, order } = await orderInStatus(stopped, ORDER_STATUS.PENDIENTE);
    try {
      const approved = await staffAction(stopped, await stopped.authAs('admin'), order.id, 'approve', {
        operationNumber: 'OP-4242',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await vi.waitFor(
        async () =>
          expect(await jobsTo(stopped, customer.email)).toEqual([
            expect.objectContaining({ state: 'active' }),
          ]),
        PATIENCE,
      );
      // Stopping gives the delivery in progress a moment, then fails it: it is tried again after its backoff.
      await stopped.close();

      // On PostgreSQL a new pool and a new queue, as a restarted process has; PGlite in memory lives in this one.
      const again = await sameDatabaseAgain(database);
      const restarted = await buildTestApp({ database: again });
      try {
        const job = await waitingJob(restarted, customer.email);
        restarted.clock.set(new Date(job.startAfter.getTime() - SECOND));
        expect(await deliveredTo(restarted, customer.email)).toEqual([]);
        restarted.clock.set(dueAt(job));
        const mail = await restarted.waitForMail(customer.email);
        expect(mail.subject).toBe(`Confirmamos tu pago de la orden ${order.code}`);
        expect(await jobsTo(restarted, customer.email)).toEqual([]);
        // The stopped instance's late failure changes nothing, and nothing sends the mail again.
        kill(new Error('proceso terminado'));
        await muchLater(restarted);
        expect(await deliveredTo(restarted, customer.email)).toHaveLength(1);
      } finally {
        await restarted.close();
        if (again !== database) await again.close();
      }
    } finally {
      kill(new Error('proceso terminado'));
      await database.close();
    }
  });

  it('a mail taken by an instance that died is delivered by another once its lease is over, once', async () => {
    const database = await openTestDatabase();
    let kill: (error: Error) => void = () => undefined;
    const dead = await buildTestApp({
      database,
      delivery: () => () => new Promise<void>((_, reject) => (kill = reject)),
    });
    const other = await buildTestApp({ database });
    try {
      const to = 'huerfano@example.com';
      await dead.ctx.mailer.enqueue(dead.ctx.db, mailTo(to));
      await vi.waitFor(
        async () => expect(await jobsTo(other, to)).toEqual([expect.objectContaining({ state: 'active' })]),
        PATIENCE,
      );
      // The dead instance's claim holds the mail for the lease (it might still have been sending it).
      other.clock.set(new Date(dead.clock.now().getTime() + MAIL_LEASE_SECONDS * SECOND - SECOND));
      expect(await deliveredTo(other, to)).toEqual([]);
      // Then it expires, and waits its backoff like any failed try.
      other.clock.advance(SECOND);
      await other.drain();
      const job = await waitingJob(other, to);
      expect(job.startAfter.getTime()).toBeGreaterThan(other.clock.now().getTime());
      other.clock.set(dueAt(job));
      expect(await deliveredTo(other, to)).toHaveLength(1);
      await muchLater(other);
      expect(await deliveredTo(other, to)).toHaveLength(1);
    } finally {
      kill(new Error('proceso terminado'));
      await other.close();
      await dead.close();
      await database.close();
    }
  });
});
