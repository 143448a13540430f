import { rateHistoryQuery } from '@cambix/contract/schemas';

/**
 * The day Tipo de cambio shows, as the address holds it (`?day=2026-11-20`), so a reload or a shared link
 * opens the same day; '' (no parameter, or one that is no day) is today.
 */
export function readRateDay(query: URLSearchParams): string {
  const day = query.get('day') ?? '';
  return day && rateHistoryQuery.safeParse({ day }).success ? day : '';
}

export function writeRateDay(day: string): URLSearchParams {
  return new URLSearchParams(day ? { day } : {});
}
