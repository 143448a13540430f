import { describe, expect, it } from 'vitest';
import { matchDocument, matchName } from './normalize-name.ts';

describe('matchName', () => {
  it.each([
    ['José Pérez', 'jose perez'],
    ['PÉREZ, José', 'jose perez'],
    ['Pérez José', 'jose perez'],
    ['María de la Cruz Ñáñez', 'cruz maria nanez'],
    ['Ñáñez  Cruz, MARÍA DE LA', 'cruz maria nanez'],
    ['Juan del Solar', 'juan solar'],
    ['Ana Luisa van der Berg', 'ana berg luisa'],
    ["  Mc-Donald   O'Brien ", 'brien donald mc o'],
    ['Zoë Çelik', 'celik zoe'],
    ['de la', ''],
  ])('%s reads as "%s"', (name, expected) => {
    expect(matchName(name)).toBe(expected);
  });

  // Each particle written out: a test iterating NAME_PARTICLES would not see one of them go missing.
  it.each([
    'de',
    'del',
    'la',
    'las',
    'los',
    'el',
    'y',
    'e',
    'da',
    'das',
    'do',
    'dos',
    'di',
    'van',
    'von',
    'der',
    'den',
    'le',
    'al',
  ])('drops the particle "%s" between names', (particle) => {
    expect(matchName(`Ana ${particle} Ríos`)).toBe('ana rios');
    expect(matchName(`Ana ${particle.toUpperCase()} Ríos`)).toBe('ana rios');
  });

  it('keeps a word that only starts like a particle', () => {
    expect(matchName('Delia Losada Elena')).toBe('delia elena losada');
  });

  it('reads two spellings of one person the same', () => {
    expect(matchName('Rosa Elena QUISPE de la Torre')).toBe(matchName('Torre Quispe, rosa elena'));
  });
});

describe('matchDocument', () => {
  it.each([
    ['12.345.678-K', '12345678K'],
    ['ab 123456', 'AB123456'],
    [' 40000001 ', '40000001'],
    ['ñ-123.456', 'N123456'],
    ['Ü 12É', 'U12E'],
  ])('%s reads as %s', (value, expected) => {
    expect(matchDocument(value)).toBe(expected);
  });
});
