import { limaDay, limaMonth, limaMonthRange, shiftDay } from '../../platform/lima-calendar.ts';

/** A range of whole Lima months, `from` to `to` inclusive, 'YYYY-MM'. */
export interface MonthRange {
  from: string;
  to: string;
}

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;

const monthOfIndex = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;

/** The month `count` months after `month` (negative: before). */
export const shiftMonth = (month: string, count: number): string => monthOfIndex(monthIndex(month) + count);

/** The range asked for, or this Lima month when none was (the contract asks for both or neither). */
export function rangeOrThisMonth(query: { from?: string; to?: string }, now: Date): MonthRange {
  if (query.from && query.to) return { from: query.from, to: query.to };
  const month = limaMonth(now);
  return { from: month, to: month };
}

/** Every month of the range, in order. */
export function monthsOf(range: MonthRange): string[] {
  const months: string[] = [];
  for (let index = monthIndex(range.from); index <= monthIndex(range.to); index += 1) {
    months.push(monthOfIndex(index));
  }
  return months;
}

/** The same number of months just before the range. */
export function previousRange(range: MonthRange): MonthRange {
  const length = monthIndex(range.to) - monthIndex(range.from) + 1;
  return { from: shiftMonth(range.from, -length), to: shiftMonth(range.from, -1) };
}

/**
 * A period's bounds as each kind of column reads them: instants (`paid_out_at`, `accrued_at`) from `start`
 * to `end` (exclusive), days (`operated_on`) from `firstDay` to `dayAfter` (exclusive).
 */
export interface PeriodBounds extends MonthRange {
  start: Date;
  end: Date;
  firstDay: string;
  dayAfter: string;
  /** Its last month stops short (the comparison with a month not over yet). */
  isCut: boolean;
}

/** The whole months of a range. */
export function wholeMonths(range: MonthRange): PeriodBounds {
  return { ...range, ...rangeInstants(range), ...rangeDays(range), isCut: false };
}

/**
 * The period a range is compared with (docs/rules/finance-reports.md#summary): the same number of months just
 * before it. When the range ends in the current Lima month, the previous period stops at the same point of its
 * last month: as much time after that month began as has passed in this one (capped at its end) for
 * instants, and as many days for dated rows; so the 1st to the 3rd at 10:15 meets the 1st to the 3rd at 10:15.
 */
export function comparedPeriod(range: MonthRange, now: Date): PeriodBounds {
  const whole = wholeMonths(previousRange(range));
  if (limaMonth(now) !== range.to) return whole;
  const last = limaMonthRange(whole.to);
  const elapsed = now.getTime() - limaMonthRange(range.to).start.getTime();
  const end = new Date(Math.min(last.start.getTime() + elapsed, last.end.getTime()));
  const days = Math.min(Number(limaDay(now).slice(8, 10)), daysOf(whole.to).length);
  const dayAfter = shiftDay(`${whole.to}-01`, days);
  return { ...whole, end, dayAfter, isCut: end < whole.end || dayAfter < whole.dayAfter };
}

/** The instants the range starts and ends (exclusive), in Lima. */
export function rangeInstants(range: MonthRange): { start: Date; end: Date } {
  return { start: limaMonthRange(range.from).start, end: limaMonthRange(range.to).end };
}

/** The first day of the range and the first day after it, 'YYYY-MM-DD' (for `date` columns). */
export function rangeDays(range: MonthRange): { firstDay: string; dayAfter: string } {
  return { firstDay: `${range.from}-01`, dayAfter: `${shiftMonth(range.to, 1)}-01` };
}

/** Every day of a month, 'YYYY-MM-DD'. */
export function daysOf(month: string): string[] {
  const count = new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return Array.from({ length: count }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
}
