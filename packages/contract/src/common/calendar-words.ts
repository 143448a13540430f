// Month and weekday names as Cambix writes them in Spanish (screens, PDFs, mails): one list, one spelling.

export const MONTH_NAMES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

/** As Peruvian banks abbreviate them: "set", not "sep". */
export const SHORT_MONTH_NAMES = [
  'ene',
  'feb',
  'mar',
  'abr',
  'may',
  'jun',
  'jul',
  'ago',
  'set',
  'oct',
  'nov',
  'dic',
] as const;

/** Sunday first, as `Date#getUTCDay` counts. */
export const WEEKDAY_NAMES = [
  'domingo',
  'lunes',
  'martes',
  'miércoles',
  'jueves',
  'viernes',
  'sábado',
] as const;

/** The month of `2026-11` or `2026-11-05`: `noviembre`; anything else comes back as it was. */
export const monthName = (month: string): string => MONTH_NAMES[Number(month.slice(5, 7)) - 1] ?? month;

/** `2026-11` → `noviembre 2026`. */
export const monthWords = (month: string): string => `${monthName(month)} ${month.slice(0, 4)}`;

/** `noviembre 2026` → `Noviembre 2026`. */
export const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
