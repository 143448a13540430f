import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings/defaults.ts';
import { arrivalOf, dayWords, serviceStatus, type ServiceCalendar, type TransferTime } from './arrival.ts';
import { easterSunday, peruHolidays } from './holidays.ts';

const calendar: ServiceCalendar = {
  hours: {
    weekdays: { from: '09:00', to: '19:00' },
    saturday: { from: '09:00', to: '13:00' },
    sunday: null,
  },
  holidays: [...peruHolidays(2026), ...peruHolidays(2027)],
};
const transfers: TransferTime[] = [
  {
    bankCode: '002',
    currency: 'PEN',
    sameBankMinutes: 15,
    sameBankCutoff: '18:00',
    interbankMinutes: 120,
    interbankCutoff: '15:00',
  },
  {
    bankCode: '003',
    currency: 'PEN',
    sameBankMinutes: 30,
    sameBankCutoff: '18:30',
    interbankMinutes: null,
    interbankCutoff: '13:00',
  },
];
/** Lima wall-clock time as the UTC instant (Lima is UTC−5 all year). */
const lima = (local: string) => new Date(`${local}:00-05:00`);
const bcp = (sameBank: boolean) => ({ bankCode: '002', currency: 'PEN' as const, sameBank });
const interbank = (sameBank: boolean) => ({ bankCode: '003', currency: 'PEN' as const, sameBank });

describe('arrivalOf', () => {
  // 2026-12-03 is a Thursday; 12-04 Friday; 12-05 Saturday; 12-07 Monday; 12-08 and 12-09 holidays.
  it.each([
    ['same bank, in hours', '2026-12-03T17:00', bcp(true), 'Llega hoy antes de las 18:00'],
    ['same bank, a minute before the cut-off', '2026-12-03T17:59', bcp(true), 'Llega hoy antes de las 19:00'],
    ['same bank, at the cut-off minute', '2026-12-03T18:00', bcp(true), 'Llega mañana antes de las 10:00'],
    [
      'interbank, a minute before the cut-off',
      '2026-12-03T14:59',
      bcp(false),
      'Llega hoy antes de las 17:00',
    ],
    ['interbank, at the cut-off minute', '2026-12-03T15:00', bcp(false), 'Llega mañana antes de las 11:00'],
    [
      'interbank on Friday after the cut-off: across the weekend',
      '2026-12-04T16:00',
      bcp(false),
      'Llega el lunes antes de las 11:00',
    ],
    [
      'same bank on Friday after the cut-off: Saturday half day',
      '2026-12-04T18:30',
      bcp(true),
      'Llega mañana antes de las 10:00',
    ],
    ['same bank on Saturday before closing', '2026-12-05T12:30', bcp(true), 'Llega hoy antes de las 13:00'],
    [
      'same bank on Saturday at closing: Monday',
      '2026-12-05T13:00',
      bcp(true),
      'Llega el lunes antes de las 10:00',
    ],
    [
      'interbank on Saturday: no CCI on Saturdays',
      '2026-12-05T10:00',
      bcp(false),
      'Llega el lunes antes de las 11:00',
    ],
    [
      'interbank on Monday before two holidays',
      '2026-12-07T16:00',
      bcp(false),
      'Llega el jueves antes de las 11:00',
    ],
    ['same bank on a holiday', '2026-12-08T10:00', bcp(true), 'Llega el jueves antes de las 10:00'],
    ['at midnight Lima', '2026-12-04T00:00', bcp(true), 'Llega hoy antes de las 10:00'],
    ['a minute before midnight Lima', '2026-12-03T23:59', bcp(true), 'Llega mañana antes de las 10:00'],
    ['next business day, before its cut-off', '2026-12-03T12:59', interbank(false), 'Llega mañana'],
    ['next business day, at its cut-off', '2026-12-03T13:00', interbank(false), 'Llega el lunes'],
    ['interbank across Holy Week', '2027-03-24T16:00', bcp(false), 'Llega el lunes antes de las 11:00'],
  ])('%s', (_label, at, query, text) => {
    expect(arrivalOf(calendar, transfers, query, lima(at))?.text).toBe(text);
  });

  it('gives the Lima day and instant it arrives by, and the kind of transfer', () => {
    expect(arrivalOf(calendar, transfers, bcp(false), lima('2026-12-03T15:00'))).toEqual({
      kind: 'interbank',
      arrivesBy: '2026-12-04T16:00:00.000Z',
      day: '2026-12-04',
      before: '11:00',
      text: 'Llega mañana antes de las 11:00',
    });
    expect(arrivalOf(calendar, transfers, interbank(false), lima('2026-12-03T13:00'))).toMatchObject({
      day: '2026-12-07',
      before: null,
      arrivesBy: '2026-12-08T04:59:00.000Z',
    });
  });

  it('is null for a bank or currency without transfer times, and when Cambix never opens', () => {
    expect(
      arrivalOf(calendar, transfers, { ...bcp(true), currency: 'USD' }, lima('2026-12-03T10:00')),
    ).toBeNull();
    expect(
      arrivalOf(calendar, transfers, { ...bcp(true), bankCode: '011' }, lima('2026-12-03T10:00')),
    ).toBeNull();
    const closed = { hours: { weekdays: null, saturday: null, sunday: null }, holidays: [] };
    expect(arrivalOf(closed, transfers, bcp(true), lima('2026-12-03T10:00'))).toBeNull();
  });

  it('caps a rounding past midnight at the last minute of the day', () => {
    const late = [{ ...transfers[0]!, sameBankCutoff: '23:50', sameBankMinutes: 5 }];
    const allDay = { ...calendar, hours: { ...calendar.hours, weekdays: { from: '00:00', to: '24:00' } } };
    expect(arrivalOf(allDay, late, bcp(true), lima('2026-12-03T23:40'))?.text).toBe(
      'Llega hoy antes de las 23:59',
    );
  });
});

describe('serviceStatus', () => {
  it.each([
    ['open at the opening minute', '2026-12-03T09:00', 'Abierto ahora · hasta las 19:00', null],
    [
      'closed a minute before opening',
      '2026-12-03T08:59',
      'Cerrado · abrimos hoy a las 09:00',
      'Procesaremos tu operación hoy desde las 09:00',
    ],
    ['open a minute before closing', '2026-12-03T18:59', 'Abierto ahora · hasta las 19:00', null],
    [
      'closed at the closing minute',
      '2026-12-03T19:00',
      'Cerrado · abrimos mañana a las 09:00',
      'Procesaremos tu operación mañana desde las 09:00',
    ],
    ['Saturday half day', '2026-12-05T12:59', 'Abierto ahora · hasta las 13:00', null],
    [
      'Saturday afternoon',
      '2026-12-05T13:00',
      'Cerrado · abrimos el lunes a las 09:00',
      'Procesaremos tu operación el lunes desde las 09:00',
    ],
    [
      'Sunday',
      '2026-12-06T11:00',
      'Cerrado · abrimos mañana a las 09:00',
      'Procesaremos tu operación mañana desde las 09:00',
    ],
    [
      'a holiday on a weekday',
      '2026-12-08T11:00',
      'Cerrado · abrimos el jueves a las 09:00',
      'Procesaremos tu operación el jueves desde las 09:00',
    ],
    [
      'midnight Lima',
      '2026-12-04T00:00',
      'Cerrado · abrimos hoy a las 09:00',
      'Procesaremos tu operación hoy desde las 09:00',
    ],
  ])('%s', (_label, at, text, processingText) => {
    const status = serviceStatus(calendar, lima(at));
    expect(status.text).toBe(text);
    expect(status.processingText).toBe(processingText);
    expect(status.open).toBe(processingText === null);
  });

  it('gives the closing time while open and the next opening instant while closed', () => {
    expect(serviceStatus(calendar, lima('2026-12-03T10:00'))).toMatchObject({
      closesAt: '19:00',
      nextOpeningAt: null,
    });
    expect(serviceStatus(calendar, lima('2026-12-05T14:00'))).toMatchObject({
      closesAt: null,
      nextOpeningAt: '2026-12-07T14:00:00.000Z',
    });
  });
});

describe('dayWords', () => {
  it.each([
    ['2026-12-03', 'hoy'],
    ['2026-12-04', 'mañana'],
    ['2026-12-05', 'el sábado'],
    ['2026-12-09', 'el miércoles'],
    ['2026-12-10', 'el 10 de diciembre'],
  ])('%s', (day, words) => expect(dayWords('2026-12-03', day)).toBe(words));
});

describe('peruHolidays', () => {
  it('computes Holy Week from Easter', () => {
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2025)).toBe('2025-04-20');
    const days = (year: number) => peruHolidays(year).map((holiday) => holiday.date);
    expect(days(2026)).toEqual(expect.arrayContaining(['2026-04-02', '2026-04-03']));
    expect(days(2027)).toEqual(expect.arrayContaining(['2027-03-25', '2027-03-26']));
  });

  it('lists the fifteen national holidays in date order, and seeds 2026 and 2027', () => {
    const list = peruHolidays(2026);
    expect(list).toHaveLength(15);
    expect(list.map((holiday) => holiday.date)).toEqual([...list.map((holiday) => holiday.date)].sort());
    expect(list.find((holiday) => holiday.date === '2026-08-30')?.name).toBe('Santa Rosa de Lima');
    expect(DEFAULT_SETTINGS.service.holidays).toHaveLength(30);
  });
});
