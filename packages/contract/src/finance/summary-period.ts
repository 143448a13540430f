import { monthName, monthWords } from '../common/calendar-words.ts';
import { formatLimaDateTime } from '../common/lima-time.ts';
import type { FinanceSummary } from './summary-schemas.ts';

/** From the first day of `from` to `lastDay`, in words: `1 al 3 de noviembre de 2026`. */
function dayRange(from: string, lastDay: string): string {
  const last = `${Number(lastDay.slice(8, 10))} de ${monthName(lastDay)} de ${lastDay.slice(0, 4)}`;
  const to = lastDay.slice(0, 7);
  if (from === to) return lastDay.endsWith('-01') ? last : `1 al ${last}`;
  const first =
    from.slice(0, 4) === to.slice(0, 4)
      ? `1 de ${monthName(from)}`
      : `1 de ${monthName(from)} de ${from.slice(0, 4)}`;
  return `${first} al ${last}`;
}

/**
 * The period the Resumen compares with (docs/rules/finance-reports.md#summary), in words: `noviembre 2026`,
 * `septiembre 2026 – noviembre 2026`, or, while this month is not over, `1 al 3 de noviembre de 2026, hasta
 * las 10:15`.
 */
export function previousPeriodText(previous: FinanceSummary['previous']): string {
  if (previous.cut === null) {
    return previous.from === previous.to
      ? monthWords(previous.from)
      : `${monthWords(previous.from)} – ${monthWords(previous.to)}`;
  }
  const time = formatLimaDateTime(new Date(previous.cut.until)).slice(-5);
  return `${dayRange(previous.from, previous.cut.lastDay)}, hasta las ${time}`;
}

/** `Comparado con noviembre 2026`, `Comparado con el 1 al 3 de noviembre de 2026, hasta las 10:15`. */
export const comparedPeriodText = (previous: FinanceSummary['previous']): string =>
  `Comparado con ${previous.cut === null ? '' : 'el '}${previousPeriodText(previous)}`;
