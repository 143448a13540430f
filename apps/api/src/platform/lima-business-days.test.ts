import { describe, expect, it } from 'vitest';
import { addLimaBusinessDays, isLimaBusinessDay, limaBusinessDaysLeft } from './lima-business-days.ts';

describe('Lima business days (docs/rules/personal-data.md#solicitudes-arco)', () => {
  it('a weekday is one; Saturday, Sunday and Peru’s public holidays are not', () => {
    expect(isLimaBusinessDay('2026-12-04')).toBe(true); // Friday
    expect(isLimaBusinessDay('2026-12-05')).toBe(false); // Saturday
    expect(isLimaBusinessDay('2026-12-06')).toBe(false); // Sunday
    expect(isLimaBusinessDay('2026-12-07')).toBe(true); // Monday
    expect(isLimaBusinessDay('2026-12-08')).toBe(false); // Inmaculada Concepción
    expect(isLimaBusinessDay('2026-12-09')).toBe(false); // Batalla de Ayacucho
    expect(isLimaBusinessDay('2026-12-10')).toBe(true);
    expect(isLimaBusinessDay('2026-07-28')).toBe(false); // Fiestas Patrias
    expect(isLimaBusinessDay('2027-01-01')).toBe(false); // the next year's calendar too
  });

  it('counts from the day after: a Monday filing ends on the Friday of the next week', () => {
    expect(addLimaBusinessDays('2026-11-16', 10)).toBe('2026-11-30');
    expect(addLimaBusinessDays('2026-11-16', 1)).toBe('2026-11-17');
  });

  it('skips a weekend: filed on Friday, the first day counted is Monday', () => {
    expect(addLimaBusinessDays('2026-11-20', 1)).toBe('2026-11-23');
    expect(addLimaBusinessDays('2026-11-21', 1)).toBe('2026-11-23'); // a Saturday filing too
  });

  it('skips the holidays: 10 business days from 25 November end on 11 December, not 9', () => {
    // 26, 27, 30 Nov, 1, 2, 3, 4, 7 Dec, (8 and 9 holidays), 10, 11 Dec.
    expect(addLimaBusinessDays('2026-11-25', 10)).toBe('2026-12-11');
    expect(addLimaBusinessDays('2026-12-07', 1)).toBe('2026-12-10');
  });

  it('days left: 0 on the last day, positive before, negative after, weekends and holidays not counted', () => {
    expect(limaBusinessDaysLeft('2026-12-11', '2026-12-11')).toBe(0);
    expect(limaBusinessDaysLeft('2026-12-10', '2026-12-11')).toBe(1);
    expect(limaBusinessDaysLeft('2026-12-07', '2026-12-11')).toBe(2);
    expect(limaBusinessDaysLeft('2026-12-14', '2026-12-11')).toBe(-1);
    expect(limaBusinessDaysLeft('2026-12-12', '2026-12-11')).toBe(0); // past, but no business day since
  });
});
