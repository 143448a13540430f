import type { PromoDetail } from '@cambix/contract';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The chart shows at most this many days, the latest. */
export const CHART_DAYS = 60;
/** And at least this many, so a coupon used on one day does not draw one bar across the card. */
export const MIN_CHART_DAYS = 14;

/**
 * The server leaves out days with no use; the chart shows every day from the first use to the last (the
 * latest CHART_DAYS of them, at least MIN_CHART_DAYS) so a quiet day reads as zero, not as missing.
 */
export function usesPerDay(perDay: PromoDetail['perDay']): { day: string; value: number }[] {
  if (perDay.length === 0) return [];
  const byDay = new Map(perDay.map((entry) => [entry.day, entry.uses]));
  const sorted = [...byDay.keys()].sort();
  const last = Date.parse(`${sorted.at(-1)}T00:00:00Z`);
  const first = Math.min(
    Math.max(Date.parse(`${sorted[0]}T00:00:00Z`), last - (CHART_DAYS - 1) * DAY_MS),
    last - (MIN_CHART_DAYS - 1) * DAY_MS,
  );
  const days: { day: string; value: number }[] = [];
  for (let at = first; at <= last; at += DAY_MS) {
    const day = new Date(at).toISOString().slice(0, 10);
    days.push({ day, value: byDay.get(day) ?? 0 });
  }
  return days;
}
