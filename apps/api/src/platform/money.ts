/**
 * Money arithmetic for the server (docs/rules/fees-and-quotes.md#money): amounts are whole céntimos in a
 * bigint, percentages are hundredths of a percent, and every division rounds half-up to the céntimo. Money text
 * is read and written by the contract's one module (docs/rules/fees-and-quotes.md#money-text), re-exported
 * here so the server's code has one place to import money from.
 */
import { parseDecimal, type Cents } from '@cambix/contract';

export {
  formatMoney,
  isMoney,
  maxOf,
  minOf,
  parseMoney,
  parseSignedMoney,
  type Cents,
} from '@cambix/contract';

const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** '4.50' → 450n (hundredths of a percent). */
export function parsePercent(text: string): bigint {
  if (!PERCENT.test(text.trim())) throw new Error(`not a percentage: ${text}`);
  return parseDecimal(text, 2);
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
