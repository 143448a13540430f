/**
 * The one place money is computed (docs/rules/fees-and-quotes.md#money): amounts are whole céntimos in a
 * bigint, percentages are hundredths of a percent, and every division rounds half-up to the céntimo. Decimal
 * strings at the edges ('1234.50'), never a float.
 */
export type Cents = bigint;

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '1234.5' → 123450n. Throws on anything that is not a non-negative amount with at most two decimals. */
export function parseMoney(text: string): Cents {
  const match = AMOUNT.exec(text.trim());
  if (!match) throw new Error(`not an amount: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** '-1234.5' → -123450n: a balance or a net figure, which may be below zero. */
export function parseSignedMoney(text: string): Cents {
  const trimmed = text.trim();
  return trimmed.startsWith('-') ? -parseMoney(trimmed.slice(1)) : parseMoney(trimmed);
}

export function isMoney(text: string): boolean {
  return AMOUNT.test(text.trim());
}

/** 123450n → '1234.50'. */
export function formatMoney(cents: Cents): string {
  const sign = cents < 0n ? '-' : '';
  const absolute = cents < 0n ? -cents : cents;
  return `${sign}${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
}

/** '4.50' → 450n (hundredths of a percent). */
export function parsePercent(text: string): bigint {
  const match = PERCENT.exec(text.trim());
  if (!match) throw new Error(`not a percentage: ${text}`);
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** numerator / denominator for non-negative values, rounded half-up. */
export function divideHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n || numerator < 0n)
    throw new Error('divideHalfUp takes a non-negative numerator and a positive denominator');
  return (numerator * 2n + denominator) / (denominator * 2n);
}

/** `percent` (hundredths of a percent) of an amount, to the céntimo. */
export function percentOf(cents: Cents, percent: bigint): Cents {
  return divideHalfUp(cents * percent, 10_000n);
}

export const maxOf = (a: Cents, b: Cents): Cents => (a > b ? a : b);
export const minOf = (a: Cents, b: Cents): Cents => (a < b ? a : b);
