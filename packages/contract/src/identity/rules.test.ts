import { describe, expect, it } from 'vitest';
import { ageOn, birthDateProblem, isIsoDate, limaToday, splitUbigeo } from './rules.ts';

describe('birth dates', () => {
  it('counts age on the Lima calendar: 18 on the birthday, not the day before', () => {
    expect(ageOn('2008-11-21', '2026-11-21')).toBe(18);
    expect(ageOn('2008-11-22', '2026-11-21')).toBe(17);
    expect(birthDateProblem('2008-11-21', '2026-11-21')).toBeNull();
    expect(birthDateProblem('2008-11-22', '2026-11-21')).toBe('underage');
  });

  it('refuses dates that do not exist, the future and the absurdly old', () => {
    expect(isIsoDate('2001-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(birthDateProblem('2001-02-29', '2026-11-21')).toBe('invalid');
    expect(birthDateProblem('2030-01-01', '2026-11-21')).toBe('invalid');
    expect(birthDateProblem('1900-01-01', '2026-11-21')).toBe('invalid');
    expect(birthDateProblem('21/11/1990', '2026-11-21')).toBe('invalid');
  });

  it("takes today's date in Lima, five hours behind UTC", () => {
    expect(limaToday(new Date('2026-11-22T03:00:00Z'))).toBe('2026-11-21');
    expect(limaToday(new Date('2026-11-22T05:00:00Z'))).toBe('2026-11-22');
  });
});

describe('ubigeo codes', () => {
  it('splits a district code into its departamento and provincia', () => {
    expect(splitUbigeo('150122')).toEqual({ departamento: '15', provincia: '1501', distrito: '150122' });
    expect(splitUbigeo(null)).toEqual({ departamento: null, provincia: null, distrito: null });
  });
});
