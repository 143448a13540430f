import { SHORT_MONTH_NAMES, monthWords } from '@cambix/contract';

/** `2026-11` → `nov 2026`. */
export const shortMonth = (month: string): string =>
  `${SHORT_MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month} ${month.slice(0, 4)}`;

/** `2026-09`, `2026-11` → `septiembre 2026 – noviembre 2026`; one month reads once. */
export const periodLabel = (from: string, to: string): string =>
  from === to ? monthWords(from) : `${monthWords(from)} – ${monthWords(to)}`;

/** `2026-11-05` → `05/11` (days are already Lima's). */
export const dayLabel = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}`;
