import { describe, expect, it } from 'vitest';
import {
  MoneyTextError,
  amountsInOrder,
  formatAmount,
  formatCurrency,
  formatDecimal,
  formatMoney,
  formatSoles,
  isMoney,
  isPositiveMoney,
  maxOf,
  minOf,
  moneyOrNull,
  parseDecimal,
  parseMoney,
  parseSignedMoney,
  sumAmounts,
} from './money.ts';

describe('money text at its boundaries (docs/rules/fees-and-quotes.md#money-text)', () => {
  it.each([
    ['no decimals', '1500', 150000n],
    ['one decimal', '1500.5', 150050n],
    ['two decimals', '1500.50', 150050n],
    ['one céntimo', '0.01', 1n],
    ['zero', '0', 0n],
    ['leading zeros', '007.50', 750n],
    ['spaces around it', '  1500.50 ', 150050n],
    ['the largest amount, 12 whole digits', '999999999999.99', 99999999999999n],
  ])('takes %s: %j', (_case, text, cents) => {
    expect(parseMoney(text)).toBe(cents);
    expect(isMoney(text)).toBe(true);
  });

  it.each([
    ['a third decimal', '1500.505', 'at most two decimals; a third is never cut'],
    ['a third decimal of a céntimo', '0.001', 'at most two decimals; a third is never cut'],
    ['a fourth decimal', '1500.5055', 'at most two decimals; a third is never cut'],
    ['a third decimal, then more', '1.505x', 'digits, then optionally a point'],
    ['empty', '', 'it is empty'],
    ['only spaces', '   ', 'it is empty'],
    ['a negative', '-1.50', 'it may not be negative'],
    ['13 whole digits', '1000000000000', 'at most 12 whole digits'],
    ['13 digits after a letter', 'x1000000000000', 'digits, then optionally a point'],
    ['a plus sign', '+5', 'digits, then optionally a point'],
    ['a space inside', '1 500', 'digits, then optionally a point'],
    ['thousands commas', '1,500.00', 'digits, then optionally a point'],
    ['a decimal comma', '1500,50', 'digits, then optionally a point'],
    ['no whole digits', '.5', 'digits, then optionally a point'],
    ['a point without decimals', '5.', 'digits, then optionally a point'],
    ['an exponent', '1e3', 'digits, then optionally a point'],
    ['not a number', 'NaN', 'digits, then optionally a point'],
  ])('refuses %s (%j), saying why', (_case, text, why) => {
    expect(isMoney(text)).toBe(false);
    expect(() => parseMoney(text)).toThrow(MoneyTextError);
    expect(() => parseMoney(text)).toThrow(`"${text}" is not an amount: ${why}`);
  });

  it('names its error, so a log tells money text from other failures', () => {
    expect(() => parseMoney('abc')).toThrow(expect.objectContaining({ name: 'MoneyTextError', text: 'abc' }));
  });

  it('reads a signed amount down to the largest negative, and nothing past it', () => {
    expect(parseSignedMoney('-1.5')).toBe(-150n);
    expect(parseSignedMoney('-0.01')).toBe(-1n);
    expect(parseSignedMoney('-0')).toBe(0n);
    expect(parseSignedMoney(' 20 ')).toBe(2000n);
    expect(parseSignedMoney('-999999999999.99')).toBe(-99999999999999n);
    expect(() => parseSignedMoney('-1000000000000')).toThrow('at most 12 whole digits');
    expect(() => parseSignedMoney('-0.001')).toThrow('at most two decimals; a third is never cut');
    expect(() => parseSignedMoney('--5')).toThrow(MoneyTextError);
  });

  it('writes céntimos back as the wire carries them', () => {
    expect(formatMoney(0n)).toBe('0.00');
    expect(formatMoney(1n)).toBe('0.01');
    expect(formatMoney(-7n)).toBe('-0.07');
    expect(formatMoney(150050n)).toBe('1500.50');
    expect(formatMoney(99999999999999n)).toBe('999999999999.99');
    for (const text of ['0.01', '1500.50', '999999999999.99'])
      expect(formatMoney(parseMoney(text))).toBe(text);
  });
});

describe('comparisons of money text', () => {
  it('tells a range in order to the céntimo, and leaves a missing or unreadable end alone', () => {
    expect(amountsInOrder('1000.50', '1000.5')).toBe(true);
    expect(amountsInOrder('1000.50', '1000.49')).toBe(false);
    expect(amountsInOrder('1000.49', '1000.50')).toBe(true);
    expect(amountsInOrder('', '5')).toBe(true);
    expect(amountsInOrder('5', null)).toBe(true);
    expect(amountsInOrder('5.001', '1')).toBe(true);
  });

  it('adds signed amounts exactly, past the largest single amount', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['-12.50', '0.1', '0.2'])).toBe('-12.20');
    expect(sumAmounts([])).toBe('0.00');
    expect(sumAmounts(['999999999999.99', '0.01'])).toBe('1000000000000.00');
    expect(() => sumAmounts(['0.001'])).toThrow(MoneyTextError);
  });

  it('takes the larger and the smaller of two amounts', () => {
    expect(maxOf(1n, 2n)).toBe(2n);
    expect(maxOf(2n, 1n)).toBe(2n);
    expect(maxOf(0n, -1n)).toBe(0n);
    expect(minOf(1n, 2n)).toBe(1n);
    expect(minOf(2n, 1n)).toBe(1n);
    expect(minOf(0n, -1n)).toBe(-1n);
  });

  it('tells money above zero, and nothing else', () => {
    expect(isPositiveMoney('0.01')).toBe(true);
    expect(isPositiveMoney('0.00')).toBe(false);
    expect(isPositiveMoney('-1')).toBe(false);
    expect(isPositiveMoney('0.001')).toBe(false);
    expect(moneyOrNull('12.345')).toBeNull();
    expect(moneyOrNull('12.34')).toBe(1234n);
  });
});

describe('amounts as a person reads them', () => {
  it('groups thousands with commas and always shows two decimals, from the text itself', () => {
    expect(formatSoles('80000.5')).toBe('S/ 80,000.50');
    expect(formatSoles('1234567.05')).toBe('S/ 1,234,567.05');
    expect(formatSoles('110')).toBe('S/ 110.00');
    expect(formatSoles('999999999999.99')).toBe('S/ 999,999,999,999.99');
    expect(formatSoles('-20')).toBe('-S/ 20.00');
    expect(formatCurrency('1500.5', 'USD')).toBe('US$ 1,500.50');
    expect(formatAmount('-80000.5')).toBe('-80,000.50');
    expect(formatAmount('-100000')).toBe('-100,000.00');
    expect(formatAmount('999.99')).toBe('999.99');
    expect(formatAmount('1000')).toBe('1,000.00');
  });

  it('refuses to show a third decimal rather than cut it', () => {
    expect(() => formatSoles('12.345')).toThrow(MoneyTextError);
  });
});

describe('decimals of other scales (rates)', () => {
  it('reads up to its places and refuses one more', () => {
    expect(parseDecimal('3.7', 4)).toBe(37000n);
    expect(parseDecimal('3.7512', 4)).toBe(37512n);
    expect(() => parseDecimal('3.75121', 4)).toThrow('at most 4 decimals; more are never cut');
    expect(() => parseDecimal('-3.7', 4)).toThrow(MoneyTextError);
    expect(parseDecimal('-3.7', 4, { signed: true })).toBe(-37000n);
    for (const bad of ['x3.7', '3.7x', 'abc', ''])
      expect(() => parseDecimal(bad, 4)).toThrow(`"${bad}" is not an amount: digits with at most 4 decimals`);
    expect(formatDecimal(37000n, 4)).toBe('3.7000');
  });
});
