import { describe, expect, it } from 'vitest';
import { groupAmountTyping, parseAmountInput } from './money.ts';

describe('an amount grouped as it is typed', () => {
  it('groups thousands with commas and keeps the decimals as typed (es-PE: 12,500.50)', () => {
    expect(groupAmountTyping('1250').text).toBe('1,250');
    expect(groupAmountTyping('12500.5').text).toBe('12,500.5');
    expect(groupAmountTyping('1234567.89').text).toBe('1,234,567.89');
    expect(groupAmountTyping('999').text).toBe('999');
    expect(groupAmountTyping('').text).toBe('');
    expect(groupAmountTyping('.5').text).toBe('.5');
  });

  it('regroups text that is already grouped, and drops what is not part of an amount', () => {
    expect(groupAmountTyping('12,5000').text).toBe('125,000');
    expect(groupAmountTyping('S/ 1 500').text).toBe('1,500');
    expect(groupAmountTyping('1,500.5.0').text).toBe('1,500.50');
    expect(groupAmountTyping('12a3').text).toBe('123');
  });

  it('takes a comma typed after the digits as the decimal point', () => {
    expect(groupAmountTyping('1,500,', 6, '1,500')).toEqual({ text: '1,500.', caret: 6 });
    expect(groupAmountTyping('15,', 3, '15')).toEqual({ text: '15.', caret: 3 });
    // A comma typed after the point is not a second point.
    expect(groupAmountTyping('1,500.5,', 8, '1,500.5').text).toBe('1,500.5');
  });

  it('reads a separator followed by three digits as grouping thousands, as a customer types "1,500"', () => {
    expect(groupAmountTyping('1.500', 5, '1.50')).toEqual({ text: '1,500', caret: 5 });
    expect(groupAmountTyping('1,250.000', 9, '1,250.00')).toEqual({ text: '1,250,000', caret: 9 });
    // Typing before the decimals keeps the caret after the digit typed.
    expect(groupAmountTyping('1.250', 3, '1.50')).toEqual({ text: '1,250', caret: 3 });
    expect(parseAmountInput(groupAmountTyping('1.500').text)).toBe('1500');
  });

  it('keeps the caret after the digit it was after', () => {
    // Typing the fourth digit at the end: a comma appears before the caret.
    expect(groupAmountTyping('1500', 4)).toEqual({ text: '1,500', caret: 5 });
    // Typing "9" after the "1" of "1,500": 19,500 with the caret after the 9.
    expect(groupAmountTyping('19,500', 2)).toEqual({ text: '19,500', caret: 2 });
    // Typing "2" at the start of "500,000": the caret stays after the 2.
    expect(groupAmountTyping('2500,000', 1)).toEqual({ text: '2,500,000', caret: 1 });
    // Deleting the "5" of "12,500" (caret after "12,"): 1,200 with the caret after "1,2".
    expect(groupAmountTyping('12,00', 3)).toEqual({ text: '1,200', caret: 3 });
  });

  it('gives text the amount parser reads as the same amount', () => {
    for (const typed of ['1500', '12500.5', '1234567.89', '1000000']) {
      expect(parseAmountInput(groupAmountTyping(typed).text)).toBe(parseAmountInput(typed));
    }
  });
});
