import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dueAt } from '../../../test/support/test-jobs.ts';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { auditLog } from '../../platform/db/schema/index.ts';
import { MAIL_ATTEMPTS, MAIL_JOBS } from '../../platform/mail-queue.ts';
import { FAILED_MAIL_SECONDS } from '../../platform/retention-periods.ts';
import { applyRetention } from './apply-retention.ts';

const REFUSED = 'nunca@example.com';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    delivery: (deliver) => async (mail) => {
      if (mail.to === REFUSED) throw new Error('550 buzón inexistente');
      await deliver(mail);
    },
  });
});
afterAll(() => t.close());

/** A mail to REFUSED, tried until it is given up; answers its job. */
async function givenUpMail() {
  await t.ctx.mailer.enqueue(t.ctx.db, { to: REFUSED, subject: 'Prueba', text: 'Hola, Rosa.' });
  for (let attempt = 1; attempt < MAIL_ATTEMPTS; attempt++) {
    await t.drain();
    const [job] = await t.ctx.jobs.find(MAIL_JOBS, { to: REFUSED });
    t.clock.set(dueAt(job!));
  }
  await t.drain();
  const [job] = await t.ctx.jobs.find(MAIL_JOBS, { to: REFUSED });
  expect(job).toMatchObject({ state: 'failed' });
  return job!;
}

describe('the retention sweep: mail given up', () => {
  it('keeps a given-up mail at its exact limit and deletes it, logged by id, one millisecond past', async () => {
    const job = await givenUpMail();
    const limit = job.completedOn!.getTime() + FAILED_MAIL_SECONDS * 1_000;

    t.clock.set(new Date(limit));
    expect((await applyRetention(t.ctx)).failed_mail).toBe(0);
    expect(await t.ctx.jobs.find(MAIL_JOBS, { to: REFUSED })).toHaveLength(1);

    t.clock.set(new Date(limit + 1));
    expect((await applyRetention(t.ctx)).failed_mail).toBe(1);
    expect(await t.ctx.jobs.find(MAIL_JOBS, { to: REFUSED })).toEqual([]);
    const [logged] = await t.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'retention.delete'), eq(auditLog.targetType, 'failed_mail')));
    // Its id only: not the recipient nor the text.
    expect(logged?.after).toEqual({ count: 1, ids: [job.id] });
  });
});
