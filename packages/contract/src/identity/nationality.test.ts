import { describe, expect, it } from 'vitest';
import {
  countryName,
  countryOptions,
  isCountryCode,
  nationalityFor,
  nationalityLabel,
} from './nationality.ts';

describe('nationality (decision 165)', () => {
  it.each([
    ['PE', true],
    ['VE', true],
    ['KP', true],
    ['pe', false],
    ['PER', false],
    ['604', false],
    ['XX', false],
    ['', false],
  ])('%s is a country code: %s', (value, expected) => {
    expect(isCountryCode(value)).toBe(expected);
  });

  it("a DNI's holder is Peruvian whatever was declared; other documents keep what was declared", () => {
    expect(nationalityFor('DNI', null)).toBe('PE');
    expect(nationalityFor('DNI', 'VE')).toBe('PE');
    expect(nationalityFor('CE', 'VE')).toBe('VE');
    expect(nationalityFor('PASAPORTE', 'PE')).toBe('PE');
    expect(nationalityFor('CE', null)).toBeNull();
    expect(nationalityFor('PASAPORTE', undefined)).toBeNull();
  });

  it('names a country in Spanish, and labels a code with it; older free text stays as written', () => {
    expect(countryName('PE')).toBe('Perú');
    expect(nationalityLabel('VE')).toBe('Venezuela (VE)');
    expect(nationalityLabel('Peruana')).toBe('Peruana');
    expect(nationalityLabel(null)).toBeNull();
  });

  it('lists every country once, sorted by its Spanish name', () => {
    const options = countryOptions();
    expect(options.length).toBeGreaterThan(240);
    expect(new Set(options.map((option) => option.code)).size).toBe(options.length);
    const names = options.map((option) => option.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
    expect(options).toContainEqual({ code: 'PE', name: 'Perú' });
  });
});
