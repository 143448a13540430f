import { describe, expect, it } from 'vitest';
import { capitalized, monthName, monthWords } from './calendar-words.ts';

describe('calendar words', () => {
  it('names the first and the last month, from a month or a day', () => {
    expect(monthName('2026-01')).toBe('enero');
    expect(monthName('2026-12-31')).toBe('diciembre');
    expect(monthWords('2026-09')).toBe('septiembre 2026');
  });

  it('gives back what is no month', () => {
    expect(monthName('2026-13')).toBe('2026-13');
    expect(monthName('2026-00')).toBe('2026-00');
  });

  it('capitalizes the first letter only', () => {
    expect(capitalized(monthWords('2026-11'))).toBe('Noviembre 2026');
  });
});
