import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/test-app.ts';
import { uniqueViolation } from './errors.ts';
import { CODE_ATTEMPTS, withFreshCode } from './fresh-code.ts';
import { settings } from './schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/**
 * A write that draws a taken key (`fees`, always in the settings table) `taken` times, then a free one: the
 * unique violations are the database's own.
 */
function drawingTaken(taken: number) {
  let runs = 0;
  const write = () =>
    t.ctx.db.transaction(async (tx) => {
      runs++;
      const key = runs <= taken ? 'fees' : `probe-${crypto.randomUUID()}`;
      await tx.insert(settings).values({ key, value: {} });
      return key;
    });
  return { write, runs: () => runs };
}

describe('withFreshCode', () => {
  it(`writes again after a taken code, up to ${CODE_ATTEMPTS} runs in all`, async () => {
    const lastChance = drawingTaken(CODE_ATTEMPTS - 1);
    await expect(withFreshCode('settings_pkey', lastChance.write)).resolves.toMatch(/^probe-/);
    expect(lastChance.runs()).toBe(CODE_ATTEMPTS);
  });

  it(`gives up on the ${CODE_ATTEMPTS}th collision in a row with the database's own error`, async () => {
    const unlucky = drawingTaken(CODE_ATTEMPTS);
    const error: unknown = await withFreshCode('settings_pkey', unlucky.write).catch((caught) => caught);
    expect(uniqueViolation(error)).toBe('settings_pkey');
    expect(unlucky.runs()).toBe(CODE_ATTEMPTS);
  });

  it('lets any other refusal through at once, another index or no database error at all', async () => {
    const otherIndex = drawingTaken(1);
    const error: unknown = await withFreshCode('orders_code_unique', otherIndex.write).catch(
      (caught) => caught,
    );
    expect(uniqueViolation(error)).toBe('settings_pkey');
    expect(otherIndex.runs()).toBe(1);

    let runs = 0;
    const failing = withFreshCode('settings_pkey', async () => {
      runs++;
      throw new Error('no database here');
    });
    await expect(failing).rejects.toThrow('no database here');
    expect(runs).toBe(1);
  });

  it('runs a write that goes through once', async () => {
    const lucky = drawingTaken(0);
    await withFreshCode('settings_pkey', lucky.write);
    expect(lucky.runs()).toBe(1);
  });
});
