const limaDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Lima',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in Lima, YYYY-MM-DD. */
export const limaToday = (now = new Date()): string => limaDay.format(now);

/** The month so far in Lima: its first day and today. */
export function monthToDate(now = new Date()): { from: string; to: string } {
  const today = limaToday(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/** `2026-11-05` → `05/11/2026`. */
export const showDay = (day: string): string => day.split('-').reverse().join('/');
