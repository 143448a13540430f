// Arithmetic on the summary's figures: amounts are decimal text, added and compared as cents (bigint) by the
// contract's money module, never as floats (house style 7).
import { parseSignedMoney } from '@cambix/contract';

/** A figure as a count or an amount, compared with the previous period. */
export type Change =
  | { kind: 'up' | 'down'; /** Tenths of a percent, always positive. */ tenths: bigint }
  | { kind: 'same' }
  | { kind: 'noPrevious' };

/** How `current` moved from `previous` (both counts or both amounts' cents). */
export function compareFigures(current: bigint, previous: bigint): Change {
  // Nothing to compare with: a percent of zero means nothing, even when both are zero.
  if (previous === 0n) return { kind: 'noPrevious' };
  if (current === previous) return { kind: 'same' };
  const base = previous < 0n ? -previous : previous;
  const diff = current - previous;
  const magnitude = diff < 0n ? -diff : diff;
  // Rounded half up to a tenth of a percent.
  const tenths = (magnitude * 2000n + base) / (2n * base);
  return { kind: diff > 0n ? 'up' : 'down', tenths };
}

const wholePercent = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });
const tenthPercent = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 1 });

/** Tenths of a percent as people read them: `12`, `5.3`, `0.4`, `1,250`. */
export function formatPercent(tenths: bigint): string {
  if (tenths >= 100n) return wholePercent.format(Number((tenths + 5n) / 10n));
  return tenthPercent.format(Number(tenths) / 10);
}

const count = new Intl.NumberFormat('es-PE', { maximumFractionDigits: 0 });

/** `1250` → `1,250`. */
export const formatCount = (value: number): string => count.format(value);

/**
 * An amount as a bar's length. Only drawing reads it: labels and sums always use the decimal text.
 */
export const chartValue = (amount: string): number => Number(parseSignedMoney(amount)) / 100;
