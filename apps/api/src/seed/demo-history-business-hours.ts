export const MINUTE_MS = 60_000;

/** Lima business hours of a weekday (Monday to Friday) and of Saturday, minutes after midnight; Sunday closed. */
export const BUSINESS_HOURS = {
  weekday: { open: 9 * 60, close: 19 * 60 },
  saturday: { open: 9 * 60, close: 13 * 60 },
} as const;

/** The Lima business hours of a day 'YYYY-MM-DD', or null on Sunday. */
export function businessHoursOf(day: string): { open: number; close: number } | null {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  if (weekday === 0) return null;
  return weekday === 6 ? BUSINESS_HOURS.saturday : BUSINESS_HOURS.weekday;
}
