import path from 'node:path';
import { ORDER_STATUS } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureLog } from '../../test/support/captured-log.ts';
import { orderInStatus, staffAction } from '../../test/support/pipeline.ts';
import { openTestDatabase } from '../../test/support/test-database.ts';
import { buildTestApp, type TestApp } from '../../test/support/test-app.ts';
import { mailQueue } from './db/schema/index.ts';
import { readOutbox } from './mail-outbox.ts';
import { MAIL_ATTEMPTS, MAIL_LEASE_MS, retryDelayMs } from './mail-queue.ts';
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
const mailTo = (to: string): Mail => ({ to, subject: `Prueba para ${to}`, text: 'Hola.' });
const queuedTo = (app: TestApp, to: string) =>
  app.ctx.db.select().from(mailQueue).where(eq(mailQueue.recipient, to));
const deliveredTo = async (app: TestApp, to: string) =>
  (await app.outbox()).filter((mail) => mail.to.includes(to));

describe('the mail queue', () => {
  it('a rolled-back transaction queues no mail', async () => {
    const to = 'deshecho@example.com';
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await t.ctx.mailer.enqueue(tx, mailTo(to));
        throw new Error('la transacción falla después');
      }),
    ).rejects.toThrow('la transacción falla después');
    expect(await queuedTo(t, to)).toEqual([]);
    expect(await deliveredTo(t, to)).toEqual([]);
  });

  it('a committed mail is delivered right after the commit, without a drain or a poll', async () => {
    const to = 'enseguida@example.com';
    await t.ctx.db.transaction((tx) => t.ctx.mailer.enqueue(tx, mailTo(to)));
    const outboxDir = path.join(t.ctx.config.dataDir, 'outbox');
    await vi.waitFor(async () => {
      const mails = await readOutbox(outboxDir);
      expect(mails.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    }, PATIENCE);
    await vi.waitFor(async () => expect(await queuedTo(t, to)).toEqual([]), PATIENCE);
  });

  it('a mail whose first delivery fails is tried again after a pause and delivered', async () => {
    const to = 'reintento@example.com';
    refusals.set(to, 1);
    await t.ctx.mailer.enqueue(t.ctx.db, mailTo(to));
    await t.ctx.mailer.drain();
    expect(await deliveredTo(t, to)).toEqual([]);
    expect(await queuedTo(t, to)).toEqual([
      expect.objectContaining({
        attempts: 1,
        lastError: '421 servicio no disponible',
        retryAt: new Date(t.clock.now().getTime() + retryDelayMs(1)),
        failedAt: null,
      }),
    ]);
    expect(captured.text()).toContain('mail failed; will try again');

    t.clock.advance(retryDelayMs(1) - 1000);
    expect(await deliveredTo(t, to)).toEqual([]);
    t.clock.advance(1000);
    expect(await deliveredTo(t, to)).toEqual([expect.objectContaining({ subject: `Prueba para ${to}` })]);
    expect(await queuedTo(t, to)).toEqual([]);
  });

  it(`gives a mail up after ${MAIL_ATTEMPTS} failed tries, and logs it`, async () => {
    const to = 'nunca@example.com';
    refusals.set(to, -1);
    await t.ctx.mailer.enqueue(t.ctx.db, mailTo(to));
    for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt++) {
      await t.ctx.mailer.drain();
      t.clock.advance(retryDelayMs(attempt));
    }
    await t.ctx.mailer.drain();
    const [row] = await queuedTo(t, to);
    expect(row).toMatchObject({ attempts: MAIL_ATTEMPTS, lastError: '421 servicio no disponible' });
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(captured.text()).toContain('mail failed; no more tries');
    expect(await deliveredTo(t, to)).toEqual([]);
  });

  it('two instances draining one queue at once deliver each mail once', async () => {
    const other = await buildTestApp({ database: t.database });
    other.clock.set(t.clock.now()); // instances share the time of day
    try {
      const recipients = Array.from({ length: 6 }, (_, index) => `compartido-${index}@example.com`);
      // Written straight to the table, so neither instance starts on it before both drain.
      await t.ctx.db
        .insert(mailQueue)
        .values(recipients.map((to) => ({ recipient: to, subject: `Prueba para ${to}`, text: 'Hola.' })));
      await Promise.all([t.ctx.mailer.drain(), other.ctx.mailer.drain()]);
      const delivered = [...(await t.outbox()), ...(await other.outbox())]
        .map((mail) => mail.to)
        .filter((to) => to.startsWith('compartido-'));
      expect(delivered.sort()).toEqual(recipients.sort());
    } finally {
      await other.close();
    }
  });
});

describe("a crash between an order's commit and its mail", () => {
  it('loses no mail: an app started again on the same database delivers it', async () => {
    const database = await openTestDatabase();
    let kill: (error: Error) => void = () => undefined;
    // The first instance commits the approval, takes the mail, and dies while handing it over.
    const crashed = await buildTestApp({
      database,
      delivery: () => () => new Promise<void>((_, reject) => (kill = reject)),
    });
    try {
      const { customer, order } = await orderInStatus(crashed, ORDER_STATUS.PENDIENTE);
      const approved = await staffAction(crashed, await crashed.authAs('admin'), order.id, 'approve', {
        operationNumber: 'OP-4242',
      });
      expect(approved.statusCode, approved.body).toBe(200);
      await vi.waitFor(
        async () =>
          expect(await queuedTo(crashed, customer.email)).toEqual([expect.objectContaining({ attempts: 1 })]),
        PATIENCE,
      );

      const restarted = await buildTestApp({ database });
      try {
        // The dead instance's claim holds the mail for the lease (it might still have been sending it).
        expect(await deliveredTo(restarted, customer.email)).toEqual([]);
        restarted.clock.advance(MAIL_LEASE_MS);
        const mail = await restarted.waitForMail(customer.email);
        expect(mail.subject).toBe(`Confirmamos tu pago de la orden ${order.code}`);
        expect(await queuedTo(restarted, customer.email)).toEqual([]);
      } finally {
        await restarted.close();
      }
    } finally {
      // The dead instance's late failure no longer touches the mail another instance delivered.
      kill(new Error('proceso terminado'));
      await crashed.close();
      await database.close();
    }
  });
});
