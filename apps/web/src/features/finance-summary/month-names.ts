import { staffSummaryEs } from '@/i18n/staff-summary.ts';

const t = staffSummaryEs;

/** `2026-11` → `noviembre 2026`. */
export const longMonth = (month: string): string =>
  `${t.months[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** `2026-11` → `nov 2026`. */
export const shortMonth = (month: string): string =>
  `${t.shortMonths[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** `2026-09`, `2026-11` → `septiembre 2026 – noviembre 2026`; one month reads once. */
export const periodLabel = (from: string, to: string): string =>
  from === to ? longMonth(from) : `${longMonth(from)} – ${longMonth(to)}`;

/** `2026-11-05` → `05/11` (days are already Lima's). */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** `noviembre 2026` → `Noviembre 2026`. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
