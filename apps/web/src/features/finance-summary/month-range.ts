import { limaToday, REPORT_MAX_MONTHS } from '@cambix/contract';

// Whole Lima months as `YYYY-MM` (docs/rules/finance-reports.md#summary).

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isMonth = (value: string | null): value is string => value !== null && MONTH.test(value);

/** `2026-11` → 24322: months since year 0, so ranges are plain subtraction. */
export const monthIndex = (month: string): number =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

export const monthFromIndex = (index: number): string =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

export const addMonths = (month: string, count: number): string => monthFromIndex(monthIndex(month) + count);

/** This Lima month. */
export const thisMonth = (now = new Date()): string => limaToday(now).slice(0, 7);

/** Months from `from` to `to`, both counted. */
export const monthSpan = (from: string, to: string): number => monthIndex(to) - monthIndex(from) + 1;

export interface MonthRange {
  from: string;
  to: string;
}

export type QuickRange = 'thisMonth' | 'lastThreeMonths' | 'thisYear';
export const QUICK_RANGES: readonly QuickRange[] = ['thisMonth', 'lastThreeMonths', 'thisYear'];

export function quickRange(kind: QuickRange, now = new Date()): MonthRange {
  const current = thisMonth(now);
  if (kind === 'thisMonth') return { from: current, to: current };
  if (kind === 'lastThreeMonths') return { from: addMonths(current, -2), to: current };
  return { from: `${current.slice(0, 4)}-01`, to: current };
}

/**
 * A new start month: the end follows when the range would run backwards or past the limit, so the range
 * the person sees is always one the server accepts.
 */
export function withFrom(range: MonthRange, from: string): MonthRange {
  if (monthIndex(from) > monthIndex(range.to)) return { from, to: from };
  if (monthSpan(from, range.to) > REPORT_MAX_MONTHS)
    return { from, to: addMonths(from, REPORT_MAX_MONTHS - 1) };
  return { from, to: range.to };
}

/** A new end month; the start follows, as for `withFrom`. */
export function withTo(range: MonthRange, to: string): MonthRange {
  if (monthIndex(to) < monthIndex(range.from)) return { from: to, to };
  if (monthSpan(range.from, to) > REPORT_MAX_MONTHS)
    return { from: addMonths(to, -(REPORT_MAX_MONTHS - 1)), to };
  return { from: range.from, to };
}
