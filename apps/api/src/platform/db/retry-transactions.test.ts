import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { AppError } from '../errors.ts';
import { settings } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('db.transaction', () => {
  it('runs a refused transaction once: only a conflict is run again', async () => {
    let runs = 0;
    const refused = t.ctx.db.transaction(async () => {
      runs++;
      throw new AppError('ORDER_STATUS_CHANGED');
    });
    await expect(refused).rejects.toMatchObject({ code: 'ORDER_STATUS_CHANGED' });
    expect(runs).toBe(1);
  });

  // PGlite runs one transaction at a time, so two cannot deadlock there.
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'runs the deadlock victim again, so both transactions commit',
    async () => {
      let runs = 0;
      let holding = 0;
      let release: () => void = () => undefined;
      const bothHoldTheirFirstRow = new Promise<void>((resolve) => (release = resolve));
      const lockInOrder = (first: string, second: string) =>
        t.ctx.db.transaction(async (tx) => {
          runs++;
          await tx.select().from(settings).where(eq(settings.key, first)).for('update');
          if (++holding === 2) release();
          await bothHoldTheirFirstRow;
          await tx.select().from(settings).where(eq(settings.key, second)).for('update');
        });

      await Promise.all([lockInOrder('fees', 'limits'), lockInOrder('limits', 'fees')]);
      expect(runs).toBe(3);
    },
  );
});
