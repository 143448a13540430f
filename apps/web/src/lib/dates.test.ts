import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime } from './dates.ts';

describe('dates in America/Lima, 24-hour', () => {
  // 2026-11-21T19:05:00Z is 14:05 in Lima (UTC-5, no daylight saving).
  const instant = '2026-11-21T19:05:00Z';

  it('formats a date and time in Lima with a 24-hour clock', () => {
    expect(formatDateTime(instant)).toBe('21/11/2026 14:05');
  });

  it('formats the time alone, afternoon hours above 12', () => {
    expect(formatTime(instant)).toBe('14:05');
    expect(formatTime('2026-11-22T04:30:00Z')).toBe('23:30');
  });

  it('uses the Lima calendar day, not the UTC one', () => {
    expect(formatDate('2026-11-22T03:00:00Z')).toBe('21/11/2026');
  });
});
