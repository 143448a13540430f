import { formatLimaDateTime } from '@cambix/contract';

// docs/rules/receipts.md#daily-summary: a summary SUNAT did not receive, or whose CDR it did not give, waits
// longer after each failure instead of being hammered every run (decision 179).

/** How often the sweep runs (server.ts): a document due at an instant is taken by the first run from it. */
export const SUMMARY_SWEEP_MS = 10 * 60_000;

/** The wait after the first failure; it doubles after each one. */
export const SUMMARY_RETRY_FIRST_MS = 10 * 60_000;

/** The longest wait between two tries. */
export const SUMMARY_RETRY_MAX_MS = 2 * 60 * 60_000;

/** The wait after the given number of failures in a row (1 or more): 10, 20, 40, 80 minutes, then 2 h. */
export function summaryRetryDelay(failures: number): number {
  return Math.min(SUMMARY_RETRY_FIRST_MS * 2 ** Math.max(failures - 1, 0), SUMMARY_RETRY_MAX_MS);
}

/**
 * When the sweep tries again after `failures` failures. With a deadline still ahead (the end of the summary's
 * window), never later than one sweep before it, so the run that takes the try still falls inside the window.
 */
export function summaryRetryAt(now: Date, failures: number, deadline: Date | null): Date {
  const wanted = now.getTime() + summaryRetryDelay(failures);
  if (deadline === null || deadline <= now) return new Date(wanted);
  const lastInWindow = deadline.getTime() - SUMMARY_SWEEP_MS;
  return new Date(Math.max(now.getTime(), Math.min(wanted, lastInWindow)));
}

/** What staff read after the reason of a failure. */
export const retryNote = (retryAt: Date): string => `se reintentará el ${formatLimaDateTime(retryAt)}`;
