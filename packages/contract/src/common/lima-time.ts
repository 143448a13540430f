// Dates are stored in UTC and shown in Lima, 24-hour (house style 7).
const limaDateTime = new Intl.DateTimeFormat('es-PE', {
  timeZone: 'America/Lima',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** `21/11/2026 10:05` in Lima: on screens, in exports and in mails. */
export function formatLimaDateTime(instant: Date): string {
  return limaDateTime.format(instant).replace(',', '');
}
