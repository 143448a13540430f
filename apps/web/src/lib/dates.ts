import { formatLimaDateTime } from '@cambix/contract';

// Dates are stored in UTC and shown in Lima, 24-hour (house style 7).
export const APP_TIME_ZONE = 'America/Lima';
const LOCALE = 'es-PE';

const timeFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: APP_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const dateFormat = new Intl.DateTimeFormat(LOCALE, {
  timeZone: APP_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

type DateInput = Date | string | number;

/** `21/11/2026 14:05` in America/Lima. */
export function formatDateTime(value: DateInput): string {
  return formatLimaDateTime(new Date(value));
}

/** `14:05` in America/Lima. */
export function formatTime(value: DateInput): string {
  return timeFormat.format(new Date(value));
}

/** `21/11/2026` in America/Lima. */
export function formatDate(value: DateInput): string {
  return dateFormat.format(new Date(value));
}

/** A Lima calendar day as the wire carries it, `2026-12-11`, shown as `11/12/2026`. */
export function formatDay(day: string): string {
  return day.split('-').reverse().join('/');
}
