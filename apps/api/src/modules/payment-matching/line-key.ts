import type { Cents } from '../../platform/money.ts';
import { accountDigits, normaliseDescription } from './match-payment-line.ts';

interface KeyedLine {
  date: string;
  amount: Cents;
  operationNumber: string | null;
  description: string;
  payerAccount: string | null;
}

/** The operation number as banks vary it: no spaces, no leading zeros. */
const operationText = (text: string | null) =>
  (text ?? '').replace(/\s+/g, '').replace(/^0+/, '').toUpperCase();

/**
 * Each line's identity within its account, the same in every statement that lists it: its date, amount,
 * operation number, description and payer, and which repeat of an identical line it is (two equal transfers
 * on one day are two lines). A statement that overlaps an earlier one gives its lines the same keys, so a line
 * is used once (decision 186).
 */
export function lineKeys(lines: readonly KeyedLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const base = [
      line.date,
      line.amount.toString(),
      operationText(line.operationNumber),
      normaliseDescription(line.description),
      accountDigits(line.payerAccount ?? ''),
    ].join('|');
    const repeat = (seen.get(base) ?? 0) + 1;
    seen.set(base, repeat);
    return `${base}#${repeat}`;
  });
}
