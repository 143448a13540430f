import Holidays from 'date-holidays';
import { shiftDay } from './lima-calendar.ts';

const peru = new Holidays('PE');
const holidaysByYear = new Map<number, ReadonlySet<string>>();

/** Peru's public holidays of a year, as Lima days 'YYYY-MM-DD' (date-holidays' calendar). */
function holidaysOf(year: number): ReadonlySet<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      peru
        .getHolidays(year)
        .filter((holiday) => holiday.type === 'public')
        .map((holiday) => holiday.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** A Lima calendar day that is neither Saturday, Sunday nor a public holiday in Peru. */
export function isLimaBusinessDay(day: string): boolean {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaysOf(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th business day after `day`, counting from the next day (a legal deadline's last day). */
export function addLimaBusinessDays(day: string, count: number): string {
  let current = day;
  let counted = 0;
  while (counted < count) {
    current = shiftDay(current, 1);
    if (isLimaBusinessDay(current)) counted += 1;
  }
  return current;
}

/**
 * Business days from `today` to `lastDay`: 0 when today is the last day, the business days after today up to
 * it before, and minus the business days after it up to today once it has passed.
 */
export function limaBusinessDaysLeft(today: string, lastDay: string): number {
  const [from, to, sign] = today <= lastDay ? [today, lastDay, 1] : [lastDay, today, -1];
  let count = 0;
  for (let day = shiftDay(from, 1); day <= to; day = shiftDay(day, 1)) {
    if (isLimaBusinessDay(day)) count += 1;
  }
  return count === 0 ? 0 : sign * count;
}
