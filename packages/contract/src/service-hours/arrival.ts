import { WEEKDAY_NAMES, monthName } from '../common/calendar-words.ts';
import type { WeeklyHours } from '../exchange/rules.ts';
import type { Holiday } from './holidays.ts';

// America/Lima keeps UTC−5 all year (no daylight saving since 1994).
const LIMA_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;
const LAST_MINUTE = 24 * 60 - 1;
/** How far ahead a next opening or a sending day is looked for: past it, Cambix is taken as closed. */
const SEARCH_DAYS = 45;

/** Cambix's week and its holidays: when it works (docs/rules/hours-and-arrival.md#service-hours). */
export interface ServiceCalendar {
  hours: WeeklyHours;
  holidays: readonly Holiday[];
}

/** How long a payout takes to reach one bank in one currency (docs/rules/hours-and-arrival.md#transfer-times). */
export interface TransferTime {
  /** The bank's 3-digit CCI entity code (stable across databases, unlike its row id). */
  bankCode: string;
  currency: 'PEN' | 'USD';
  /** Minutes a transfer between two accounts of this bank takes. */
  sameBankMinutes: number;
  /** 'HH:MM' Lima: a same-bank payout sent from this minute on goes out the next working day. */
  sameBankCutoff: string;
  /** Minutes an interbank (CCI) transfer to this bank takes; null: it arrives the next bank business day. */
  interbankMinutes: number | null;
  /** 'HH:MM' Lima: an interbank payout sent from this minute on goes out the next bank business day. */
  interbankCutoff: string;
}

/** When the money arrives, as the quote says it. */
export interface Arrival {
  kind: 'same-bank' | 'interbank';
  /** The instant (UTC, ISO) by which it arrives; a day-only arrival is the end of that Lima day. */
  arrivesBy: string;
  /** The Lima day it arrives, 'YYYY-MM-DD'. */
  day: string;
  /** 'HH:MM' Lima it arrives before; null when only the day is known ("Llega el lunes"). */
  before: string | null;
  /** "Llega hoy antes de las 18:00", "Llega mañana antes de las 11:00", "Llega el lunes". */
  text: string;
}

/** Whether Cambix is open now and, when not, when it opens next. */
export interface ServiceStatus {
  open: boolean;
  /** 'HH:MM' it closes today, while open. */
  closesAt: string | null;
  /** The next opening (UTC, ISO), while closed; null when no opening is in sight. */
  nextOpeningAt: string | null;
  /** "Abierto ahora · hasta las 19:00" / "Cerrado · abrimos el lunes a las 09:00". */
  text: string;
  /** While closed: "Procesaremos tu operación el lunes desde las 09:00". */
  processingText: string | null;
}

interface LimaMoment {
  day: string;
  /** Minute of the Lima day, 0…1439. */
  minute: number;
}

export const minutesOf = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const timeOf = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

function limaMoment(at: Date): LimaMoment {
  const wall = new Date(at.getTime() - LIMA_OFFSET_MS);
  return { day: wall.toISOString().slice(0, 10), minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
}

const instantOf = (day: string, minute: number): Date =>
  new Date(Date.parse(`${day}T00:00:00Z`) + minute * 60_000 + LIMA_OFFSET_MS);

const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

const weekdayOf = (day: string): number => new Date(`${day}T00:00:00Z`).getUTCDay();

const isHoliday = (calendar: ServiceCalendar, day: string): boolean =>
  calendar.holidays.some((holiday) => holiday.date === day);

/** The day's opening hours in minutes; null on a closed weekday or a holiday. */
function windowOf(calendar: ServiceCalendar, day: string): { from: number; to: number } | null {
  if (isHoliday(calendar, day)) return null;
  const weekday = weekdayOf(day);
  const hours =
    weekday === 0 ? calendar.hours.sunday : weekday === 6 ? calendar.hours.saturday : calendar.hours.weekdays;
  return hours ? { from: minutesOf(hours.from), to: minutesOf(hours.to) } : null;
}

/** Monday to Friday, not a holiday: the days interbank (CCI) transfers settle. */
function isBankDay(calendar: ServiceCalendar, day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday !== 0 && weekday !== 6 && !isHoliday(calendar, day);
}

/** A Lima day as seen from `today`: "hoy", "mañana", "el lunes" within the week, else "el 8 de diciembre". */
export function dayWords(today: string, day: string): string {
  const days = Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
  if (days === 0) return 'hoy';
  if (days === 1) return 'mañana';
  if (days > 1 && days < 7) return `el ${WEEKDAY_NAMES[weekdayOf(day)]}`;
  return `el ${Number(day.slice(8, 10))} de ${monthName(day)}`;
}

/** The first minute from `start` on at which Cambix is open (and, if `canSend` says so, may send that day). */
function firstOpenMinute(
  calendar: ServiceCalendar,
  start: LimaMoment,
  canSend: (day: string, minute: number) => boolean = () => true,
  before = Infinity,
): LimaMoment | null {
  let day = start.day;
  let minute = start.minute;
  for (let step = 0; step < SEARCH_DAYS; step += 1) {
    const window = windowOf(calendar, day);
    if (window) {
      const at = Math.max(minute, window.from);
      if (at < window.to && at < before && canSend(day, at)) return { day, minute: at };
    }
    day = nextDay(day);
    minute = 0;
  }
  return null;
}

/** Open from a day's opening minute (inclusive) to its closing minute (exclusive), never on a holiday. */
export function serviceStatus(calendar: ServiceCalendar, now: Date): ServiceStatus {
  const moment = limaMoment(now);
  const window = windowOf(calendar, moment.day);
  if (window && moment.minute >= window.from && moment.minute < window.to) {
    const closesAt = timeOf(window.to);
    return {
      open: true,
      closesAt,
      nextOpeningAt: null,
      text: `Abierto ahora · hasta las ${closesAt}`,
      processingText: null,
    };
  }
  const next = firstOpenMinute(calendar, moment);
  if (!next)
    return {
      open: false,
      closesAt: null,
      nextOpeningAt: null,
      text: 'Cerrado por ahora',
      processingText: null,
    };
  const when = dayWords(moment.day, next.day);
  const time = timeOf(next.minute);
  return {
    open: false,
    closesAt: null,
    nextOpeningAt: instantOf(next.day, next.minute).toISOString(),
    text: `Cerrado · abrimos ${when} a las ${time}`,
    processingText: `Procesaremos tu operación ${when} desde las ${time}`,
  };
}

/** The first bank business day after `day`. */
function nextBankDay(calendar: ServiceCalendar, day: string): string {
  let next = nextDay(day);
  while (!isBankDay(calendar, next)) next = nextDay(next);
  return next;
}

export interface ArrivalQuery {
  /** The CCI entity code of the bank of the customer's destination account. */
  bankCode: string;
  currency: 'PEN' | 'USD';
  /** Whether Cambix pays out from an account of that same bank. */
  sameBank: boolean;
}

/**
 * When a payout ordered at `now` arrives (docs/rules/hours-and-arrival.md#arrival): Cambix sends it at the
 * first open minute before the transfer's cut-off (an interbank one only on a bank business day), and it
 * arrives the transfer's minutes later, said as the next full hour ("antes de las 11:00"). Null when the
 * bank has no transfer time for the currency, or no sending day is in sight.
 */
export function arrivalOf(
  calendar: ServiceCalendar,
  transfers: readonly TransferTime[],
  query: ArrivalQuery,
  now: Date,
): Arrival | null {
  const row = transfers.find((item) => item.bankCode === query.bankCode && item.currency === query.currency);
  if (!row) return null;
  const kind = query.sameBank ? 'same-bank' : 'interbank';
  const minutes = query.sameBank ? row.sameBankMinutes : row.interbankMinutes;
  const cutoff = minutesOf(query.sameBank ? row.sameBankCutoff : row.interbankCutoff);
  const today = limaMoment(now);
  const sent = firstOpenMinute(calendar, today, (day) => query.sameBank || isBankDay(calendar, day), cutoff);
  if (!sent) return null;
  if (minutes === null) {
    const day = nextBankDay(calendar, sent.day);
    return {
      kind,
      arrivesBy: instantOf(day, LAST_MINUTE).toISOString(),
      day,
      before: null,
      text: `Llega ${dayWords(today.day, day)}`,
    };
  }
  // The settings keep cut-off plus minutes within the day; the last minute caps a rounding past midnight.
  const by = Math.min(Math.ceil((sent.minute + minutes) / 60) * 60, LAST_MINUTE);
  const before = timeOf(by);
  return {
    kind,
    arrivesBy: instantOf(sent.day, by).toISOString(),
    day: sent.day,
    before,
    text: `Llega ${dayWords(today.day, sent.day)} antes de las ${before}`,
  };
}
