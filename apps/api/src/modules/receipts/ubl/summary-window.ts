import { limaDayEnd, shiftDay } from '../../../platform/lima-calendar.ts';

// docs/rules/receipts.md#daily-summary: the boletas of a Lima day go to SUNAT in that day's summary once the
// day is over, and no later than the third calendar day after it (R.S. 000193-2020/SUNAT; decision 171).

export const SUMMARY_WINDOW_DAYS = 3;

/** From this instant the day's summary is made: the day has ended in Lima, so it holds all its boletas. */
export const summaryOpensAt = (referenceDay: string): Date => limaDayEnd(referenceDay);

/** From this instant it is late: the end of the third calendar day after the boletas' day, in Lima. */
export const summaryClosesAt = (referenceDay: string): Date =>
  limaDayEnd(shiftDay(referenceDay, SUMMARY_WINDOW_DAYS));

export type SummaryWindow = 'antes' | 'dentro' | 'vencido';

export function summaryWindow(referenceDay: string, now: Date): SummaryWindow {
  if (now < summaryOpensAt(referenceDay)) return 'antes';
  if (now < summaryClosesAt(referenceDay)) return 'dentro';
  return 'vencido';
}
