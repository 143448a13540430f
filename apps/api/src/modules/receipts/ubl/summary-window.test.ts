import { describe, expect, it } from 'vitest';
import { inSummaries } from '../daily-summary.ts';
import { summaryClosesAt, summaryOpensAt, summaryWindow } from './summary-window.ts';

// Lima is UTC-5: 00:00 in Lima is 05:00Z.
describe('the daily summary window of the boletas of 2026-12-01 (Lima)', () => {
  it('opens when the day ends in Lima', () => {
    expect(summaryOpensAt('2026-12-01').toISOString()).toBe('2026-12-02T05:00:00.000Z');
    expect(summaryWindow('2026-12-01', new Date('2026-12-02T04:59:59.999Z'))).toBe('antes');
    expect(summaryWindow('2026-12-01', new Date('2026-12-02T05:00:00.000Z'))).toBe('dentro');
  });

  it('closes at the end of the third calendar day after it', () => {
    expect(summaryClosesAt('2026-12-01').toISOString()).toBe('2026-12-05T05:00:00.000Z');
    expect(summaryWindow('2026-12-01', new Date('2026-12-05T04:59:59.999Z'))).toBe('dentro');
    expect(summaryWindow('2026-12-01', new Date('2026-12-05T05:00:00.000Z'))).toBe('vencido');
  });

  it('counts calendar days across a month and a year', () => {
    expect(summaryClosesAt('2026-12-30').toISOString()).toBe('2027-01-03T05:00:00.000Z');
    expect(summaryClosesAt('2028-02-27').toISOString()).toBe('2028-03-02T05:00:00.000Z');
  });
});

describe('a day’s boletas in summaries of at most 500 lines', () => {
  const boletas = (n: number) => Array.from({ length: n }, (_, index) => index);

  it.each([
    [0, []],
    [1, [1]],
    [500, [500]],
    [501, [500, 1]],
    [1000, [500, 500]],
    [1001, [500, 500, 1]],
  ])('%i boletas make summaries of %j', (count, sizes) => {
    const batches = inSummaries(boletas(count));
    expect(batches.map((batch) => batch.length)).toEqual(sizes);
    expect(batches.flat()).toEqual(boletas(count));
  });
});
