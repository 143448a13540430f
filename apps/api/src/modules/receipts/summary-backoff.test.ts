import { describe, expect, it } from 'vitest';
import {
  SUMMARY_RETRY_FIRST_MS,
  SUMMARY_RETRY_MAX_MS,
  SUMMARY_SWEEP_MS,
  summaryRetryAt,
  summaryRetryDelay,
} from './summary-backoff.ts';

const MINUTE = 60_000;
const now = new Date('2026-11-22T06:00:00.000Z');
const far = new Date('2026-11-25T05:00:00.000Z');
const after = (ms: number) => new Date(now.getTime() + ms).toISOString();

describe('the wait after each failed summary send or CDR ask (decision 179)', () => {
  it('is 10 minutes after the first failure and doubles: 20, 40, 80', () => {
    expect(SUMMARY_RETRY_FIRST_MS).toBe(10 * MINUTE);
    expect([1, 2, 3, 4].map(summaryRetryDelay)).toEqual([10, 20, 40, 80].map((m) => m * MINUTE));
  });

  it('stops at 2 hours: the fifth failure would wait 160 minutes and waits 120, and so on after it', () => {
    expect(SUMMARY_RETRY_MAX_MS).toBe(120 * MINUTE);
    expect(summaryRetryDelay(4)).toBeLessThan(SUMMARY_RETRY_MAX_MS);
    expect(summaryRetryDelay(5)).toBe(SUMMARY_RETRY_MAX_MS);
    expect(summaryRetryDelay(40)).toBe(SUMMARY_RETRY_MAX_MS);
  });

  it('gives the retry moment from now, far from the deadline', () => {
    expect(summaryRetryAt(now, 1, far).toISOString()).toBe(after(10 * MINUTE));
    expect(summaryRetryAt(now, 5, far).toISOString()).toBe(after(120 * MINUTE));
  });
});

describe('the last retry still falls inside the window (decision 179)', () => {
  it('keeps a wait that ends exactly one sweep before the deadline, and pulls one a millisecond later back to it', () => {
    // First failure: 10 minutes. A deadline 20 minutes away leaves exactly that.
    const exact = new Date(now.getTime() + 10 * MINUTE + SUMMARY_SWEEP_MS);
    expect(summaryRetryAt(now, 1, exact).toISOString()).toBe(after(10 * MINUTE));
    const oneMsShort = new Date(exact.getTime() - 1);
    expect(summaryRetryAt(now, 1, oneMsShort).toISOString()).toBe(after(10 * MINUTE - 1));
  });

  it('with less than a sweep left, is the next run; past the deadline only the cap holds', () => {
    expect(summaryRetryAt(now, 3, new Date(now.getTime() + SUMMARY_SWEEP_MS)).toISOString()).toBe(after(0));
    expect(summaryRetryAt(now, 3, new Date(now.getTime() + 1)).toISOString()).toBe(after(0));
    // A summary already sent whose CDR is asked for after its window: the plain wait.
    expect(summaryRetryAt(now, 3, now).toISOString()).toBe(after(40 * MINUTE));
    expect(summaryRetryAt(now, 6, null).toISOString()).toBe(after(120 * MINUTE));
  });
});
