import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// America/Lima keeps UTC-5 all year (no daylight saving since 1994): the one place the offset is written.
const LIMA_OFFSET_HOURS = 5;
const LIMA_OFFSET_MS = LIMA_OFFSET_HOURS * 3_600_000;
const DAY_MS = 86_400_000;

/** Lima's calendar day of an instant, 'YYYY-MM-DD'. */
export const limaDay = (instant: Date): string => limaWallClock(instant).toISOString().slice(0, 10);

/** Lima's wall clock at an instant, as the Date whose UTC fields read it (for formats without a zone). */
export const limaWallClock = (instant: Date): Date => new Date(instant.getTime() - LIMA_OFFSET_MS);

/** Lima's calendar month of an instant, 'YYYY-MM'. */
export const limaMonth = (instant: Date): string => limaDay(instant).slice(0, 7);

/** 00:00 in Lima of a calendar day 'YYYY-MM-DD', as an instant. */
export const limaDayStart = (day: string): Date => new Date(Date.parse(`${day}T00:00:00Z`) + LIMA_OFFSET_MS);

/** The instant a Lima calendar day ends (exclusive): 00:00 of the next day. */
export const limaDayEnd = (day: string): Date => new Date(limaDayStart(day).getTime() + DAY_MS);

/** The instants a Lima month 'YYYY-MM' starts and ends (exclusive). */
export function limaMonthRange(month: string): { start: Date; end: Date } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return {
    start: new Date(Date.UTC(year, monthNumber - 1, 1) + LIMA_OFFSET_MS),
    end: new Date(Date.UTC(year, monthNumber, 1) + LIMA_OFFSET_MS),
  };
}

/** The calendar day `days` after `day` (negative: before). */
export const shiftDay = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** Lima's calendar day of a `timestamptz` column in SQL, 'YYYY-MM-DD' (a constant, so GROUP BY matches it). */
export const limaDaySql = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char((${column} at time zone 'UTC') - ${sql.raw(`interval '${LIMA_OFFSET_HOURS} hours'`)}, 'YYYY-MM-DD')`;
