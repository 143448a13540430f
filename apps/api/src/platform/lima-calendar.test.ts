import { formatLimaDateTime } from '@cambix/contract';
import { describe, expect, it } from 'vitest';
import { limaDay, limaDayEnd, limaDayStart, limaMonth, limaMonthRange, shiftDay } from './lima-calendar.ts';

describe('the Lima calendar (UTC-5 all year)', () => {
  it('reads the Lima day and month of an instant', () => {
    expect(limaDay(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11-30');
    expect(limaDay(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12-01');
    expect(limaMonth(new Date('2027-01-01T04:00:00Z'))).toBe('2026-12');
  });

  it('gives the instants a Lima day and month start and end', () => {
    expect(limaDayStart('2026-11-25').toISOString()).toBe('2026-11-25T05:00:00.000Z');
    expect(limaDayEnd('2026-11-30').toISOString()).toBe('2026-12-01T05:00:00.000Z');
    expect(limaMonthRange('2026-12')).toEqual({
      start: new Date('2026-12-01T05:00:00Z'),
      end: new Date('2027-01-01T05:00:00Z'),
    });
  });

  it('moves across days and writes the time as Lima reads it', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatLimaDateTime(new Date('2026-11-21T15:05:00Z'))).toBe('21/11/2026 10:05');
  });
});
