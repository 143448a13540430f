import { describe, expect, it } from 'vitest';
import { comparedPeriod } from './report-period.ts';

// Lima is UTC−5 all year: 00:00 in Lima is 05:00 UTC.
describe('comparedPeriod: the previous period, cut at the same point when this month is not over', () => {
  it.each([
    {
      case: 'the first instant of the month: nothing of the last one by the clock, its first day by date',
      range: ['2026-12', '2026-12'],
      now: '2026-12-01T05:00:00.000Z',
      expected: ['2026-11', '2026-11', '2026-11-01T05:00:00.000Z', '2026-11-02', true],
    },
    {
      case: 'the first minute of the month',
      range: ['2026-12', '2026-12'],
      now: '2026-12-01T05:00:59.000Z',
      expected: ['2026-11', '2026-11', '2026-11-01T05:00:59.000Z', '2026-11-02', true],
    },
    {
      case: 'the 3rd at 10:15 against the 3rd at 10:15',
      range: ['2026-12', '2026-12'],
      now: '2026-12-03T15:15:00.000Z',
      expected: ['2026-11', '2026-11', '2026-11-03T15:15:00.000Z', '2026-11-04', true],
    },
    {
      case: 'the last instant of a 30-day month against a 31-day one: one day short',
      range: ['2026-11', '2026-11'],
      now: '2026-12-01T04:59:59.999Z',
      expected: ['2026-10', '2026-10', '2026-10-31T04:59:59.999Z', '2026-10-31', true],
    },
    {
      case: 'the 30th against a 30-day month: every day, not every hour',
      range: ['2026-12', '2026-12'],
      now: '2026-12-30T15:00:00.000Z',
      expected: ['2026-11', '2026-11', '2026-11-30T15:00:00.000Z', '2026-12-01', true],
    },
    {
      case: 'the 31st against a 30-day month: capped at its end, the whole month',
      range: ['2026-12', '2026-12'],
      now: '2026-12-31T15:15:00.000Z',
      expected: ['2026-11', '2026-11', '2026-12-01T05:00:00.000Z', '2026-12-01', false],
    },
    {
      case: '28 March against a February of 28 days: its last day at the same hour',
      range: ['2027-03', '2027-03'],
      now: '2027-03-28T15:00:00.000Z',
      expected: ['2027-02', '2027-02', '2027-02-28T15:00:00.000Z', '2027-03-01', true],
    },
    {
      case: '29 March against a February of 28 days: the whole February',
      range: ['2027-03', '2027-03'],
      now: '2027-03-29T15:00:00.000Z',
      expected: ['2027-02', '2027-02', '2027-03-01T05:00:00.000Z', '2027-03-01', false],
    },
    {
      case: '29 March of a leap year: up to 29 February at the same hour',
      range: ['2028-03', '2028-03'],
      now: '2028-03-29T15:00:00.000Z',
      expected: ['2028-02', '2028-02', '2028-02-29T15:00:00.000Z', '2028-03-01', true],
    },
    {
      case: '30 March of a leap year: the whole February',
      range: ['2028-03', '2028-03'],
      now: '2028-03-30T15:00:00.000Z',
      expected: ['2028-02', '2028-02', '2028-03-01T05:00:00.000Z', '2028-03-01', false],
    },
    {
      case: 'January against December, across the year',
      range: ['2027-01', '2027-01'],
      now: '2027-01-03T15:15:00.000Z',
      expected: ['2026-12', '2026-12', '2026-12-03T15:15:00.000Z', '2026-12-04', true],
    },
    {
      case: 'three months ending in this one: the first two whole, the third cut',
      range: ['2026-10', '2026-12'],
      now: '2026-12-03T15:15:00.000Z',
      expected: ['2026-07', '2026-09', '2026-09-03T15:15:00.000Z', '2026-09-04', true],
    },
    {
      case: 'a range of months already over: whole months',
      range: ['2026-11', '2026-11'],
      now: '2026-12-03T15:15:00.000Z',
      expected: ['2026-10', '2026-10', '2026-11-01T05:00:00.000Z', '2026-11-01', false],
    },
  ])('$case', ({ range, now, expected }) => {
    const [from, to] = range as [string, string];
    const period = comparedPeriod({ from, to }, new Date(now));
    const [previousFrom, previousTo, end, dayAfter, isCut] = expected;
    expect(period).toEqual({
      from: previousFrom,
      to: previousTo,
      start: new Date(`${previousFrom}-01T05:00:00.000Z`),
      end: new Date(end as string),
      firstDay: `${previousFrom}-01`,
      dayAfter,
      isCut,
    });
  });
});
