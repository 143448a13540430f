import { limaDay, limaDayStart, shiftDay } from '../../platform/lima-calendar.ts';

/**
 * A window of `days` days as the rules count it (docs/rules/compliance.md#rules): Lima's calendar day of
 * `now` and the `days - 1` days before it, from 00:00 in Lima. A window of 7 days on Wednesday 9 starts on
 * Thursday 3 at 00:00 Lima (05:00 UTC).
 */
export const windowStart = (now: Date, days: number): Date => limaDayStart(shiftDay(limaDay(now), 1 - days));
