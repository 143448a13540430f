import { describe, expect, it } from 'vitest';
import { amountInWords, spanishWords } from './amount-in-words.ts';

describe('spanishWords', () => {
  it.each([
    [0, 'cero'],
    [1, 'uno'],
    [9, 'nueve'],
    [10, 'diez'],
    [15, 'quince'],
    [16, 'dieciséis'],
    [19, 'diecinueve'],
    [20, 'veinte'],
    [21, 'veintiuno'],
    [22, 'veintidós'],
    [29, 'veintinueve'],
    [30, 'treinta'],
    [31, 'treinta y uno'],
    [99, 'noventa y nueve'],
    [100, 'cien'],
    [101, 'ciento uno'],
    [120, 'ciento veinte'],
    [200, 'doscientos'],
    [500, 'quinientos'],
    [999, 'novecientos noventa y nueve'],
    [1000, 'mil'],
    [1001, 'mil uno'],
    [1884, 'mil ochocientos ochenta y cuatro'],
    [2000, 'dos mil'],
    [21_000, 'veintiún mil'],
    [31_000, 'treinta y un mil'],
    [100_000, 'cien mil'],
    [101_000, 'ciento un mil'],
    [999_999, 'novecientos noventa y nueve mil novecientos noventa y nueve'],
    [1_000_000, 'un millón'],
    [1_000_001, 'un millón uno'],
    [2_000_000, 'dos millones'],
    [21_000_000, 'veintiún millones'],
    [1_001_000, 'un millón mil'],
    [1_234_567, 'un millón doscientos treinta y cuatro mil quinientos sesenta y siete'],
  ])('%i is "%s"', (n, words) => {
    expect(spanishWords(n)).toBe(words);
  });

  it('refuses what is not a whole number in range', () => {
    expect(() => spanishWords(-1)).toThrow(RangeError);
    expect(() => spanishWords(1.5)).toThrow(RangeError);
    expect(() => spanishWords(1e12)).toThrow(RangeError);
    expect(spanishWords(1e12 - 1)).toMatch(
      /^novecientos noventa y nueve mil novecientos noventa y nueve millones/,
    );
  });
});

describe('amountInWords', () => {
  it.each([
    ['120.50', 'PEN', 'SON: CIENTO VEINTE Y 50/100 SOLES'],
    ['0.00', 'PEN', 'SON: CERO Y 00/100 SOLES'],
    ['0.09', 'PEN', 'SON: CERO Y 09/100 SOLES'],
    ['1.00', 'PEN', 'SON: UNO Y 00/100 SOLES'],
    ['16.99', 'PEN', 'SON: DIECISÉIS Y 99/100 SOLES'],
    ['1000000.01', 'PEN', 'SON: UN MILLÓN Y 01/100 SOLES'],
    ['500.00', 'USD', 'SON: QUINIENTOS Y 00/100 DÓLARES AMERICANOS'],
  ] as const)('%s %s', (amount, currency, words) => {
    expect(amountInWords(amount, currency)).toBe(words);
  });

  it('refuses a string that is not money with two decimals', () => {
    expect(() => amountInWords('120.5', 'PEN')).toThrow(RangeError);
    expect(() => amountInWords('-1.00', 'PEN')).toThrow(RangeError);
  });
});
