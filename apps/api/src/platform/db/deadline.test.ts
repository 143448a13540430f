import { isPast } from '@cambix/contract';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { spentNonces } from './schema/index.ts';
import { openAt, pastAt } from './deadline.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a deadline in SQL, at its exact instant', () => {
  it('is past from the instant on, and open only before it, as isPast says', async () => {
    const now = new Date('2026-11-21T15:00:00.000Z');
    const rows = [
      { value: 'deadline:before', expiresAt: new Date(now.getTime() - 1) },
      { value: 'deadline:exact', expiresAt: now },
      { value: 'deadline:after', expiresAt: new Date(now.getTime() + 1) },
    ];
    await t.ctx.db.insert(spentNonces).values(rows);
    const names = rows.map((row) => row.value);
    const where = async (condition: ReturnType<typeof pastAt>) =>
      (await t.ctx.db.select({ value: spentNonces.value }).from(spentNonces).where(condition))
        .map((row) => row.value)
        .filter((value) => names.includes(value))
        .sort();

    const past = await where(pastAt(spentNonces.expiresAt, now));
    const open = await where(openAt(spentNonces.expiresAt, now));
    expect(past).toEqual(['deadline:before', 'deadline:exact']);
    expect(open).toEqual(['deadline:after']);
    expect(past).toEqual(
      rows
        .filter((row) => isPast(row.expiresAt, now))
        .map((row) => row.value)
        .sort(),
    );
    await t.ctx.db.delete(spentNonces).where(inArray(spentNonces.value, names));
  });
});
