const DAY_MS = 86_400_000;
// America/Lima is UTC-5 all year (no daylight saving time).
const LIMA_OFFSET_MS = 5 * 3_600_000;

/** Lima's calendar day of an instant, 'YYYY-MM-DD'. */
export const limaDay = (instant: Date): string =>
  new Date(instant.getTime() - LIMA_OFFSET_MS).toISOString().slice(0, 10);

/** The calendar day `days` after `day` (negative: before). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
