import type { Cents } from '../../platform/money.ts';
import type { ParsedLine } from './parse-statement-lines.ts';
import { dayNumber, operationKey } from './statement-values.ts';

/** A ledger row of the account as matching sees it: signed (ingreso positive). Never written to. */
export interface CandidateRow {
  id: number;
  amount: Cents;
  operatedOn: string;
  operationNumber: string | null;
}

export type MatchedBy = 'operation' | 'amount_and_date';

export interface MatchOutcome {
  periodFrom: string;
  periodTo: string;
  matched: { line: ParsedLine; entryId: number; by: MatchedBy }[];
  bankOnly: ParsedLine[];
  ledgerOnlyIds: number[];
  statementNet: Cents;
  ledgerNet: Cents;
  difference: Cents;
}

/** The statement's period: its first to last date, whatever order the bank lists the lines in. */
export function statementPeriod(lines: readonly ParsedLine[]): { from: string; to: string } {
  let from = lines[0]!.date;
  let to = from;
  for (const { date } of lines) {
    if (date < from) from = date;
    if (date > to) to = date;
  }
  return { from, to };
}

/** A queue of row indexes, oldest recorded first, that skips rows already paired. */
class RowQueue {
  private next = 0;
  constructor(readonly items: number[] = []) {}
  take(paired: Uint8Array): number | null {
    while (this.next < this.items.length && paired[this.items[this.next]!]) this.next += 1;
    return this.next < this.items.length ? this.items[this.next]! : null;
  }
}

function push<K>(map: Map<K, RowQueue>, key: K, index: number): void {
  const queue = map.get(key);
  if (queue) queue.items.push(index);
  else map.set(key, new RowQueue([index]));
}

/** Day numbers of dates, each date converted once: a statement repeats a few dozen dates. */
function dayNumbers(): (day: string) => number {
  const known = new Map<string, number>();
  return (day) => {
    let number = known.get(day);
    if (number === undefined) {
      number = dayNumber(day);
      known.set(day, number);
    }
    return number;
  };
}

const sum = (values: Iterable<Cents>): Cents => {
  let total = 0n;
  for (const value of values) total += value;
  return total;
};

/**
 * Pairs statement lines with ledger rows (docs/rules/finance-reports.md#reconciliation). `rows` are the
 * account's rows dated from the period's first day minus the window to its last day plus the window.
 * A line pairs with an unpaired row of the same signed amount dated at most `windowDays` from it: first
 * one with the same operation number (the closest date), then, for the lines left, the closest date
 * (the earlier day on a tie, then the row recorded first). Lookups are by maps keyed by amount, so 100,000
 * lines cost the same per line as ten.
 */
export function matchStatement(
  lines: readonly ParsedLine[],
  rows: readonly CandidateRow[],
  windowDays: number,
): MatchOutcome {
  const { from, to } = statementPeriod(lines);
  const ordered = [...rows].sort((a, b) => a.id - b.id);
  const dayOf = dayNumbers();
  const days = ordered.map((row) => dayOf(row.operatedOn));
  const paired = new Uint8Array(ordered.length);
  const byOperation = new Map<string, RowQueue>();
  // Amount, then day: bigints and numbers are map keys by value, no key text to build per lookup.
  const byAmountAndDay = new Map<bigint, Map<number, RowQueue>>();
  ordered.forEach((row, index) => {
    const operation = operationKey(row.operationNumber);
    if (operation !== null) push(byOperation, `${operation}|${row.amount}`, index);
    let byDay = byAmountAndDay.get(row.amount);
    if (!byDay) {
      byDay = new Map();
      byAmountAndDay.set(row.amount, byDay);
    }
    push(byDay, days[index]!, index);
  });

  const pairs = new Map<number, { line: ParsedLine; entryId: number; by: MatchedBy }>();
  const lineDays = lines.map((line) => dayOf(line.date));

  // Pass 1: same operation number and amount, the closest date within the window.
  lines.forEach((line, lineIndex) => {
    const operation = operationKey(line.operationNumber);
    if (operation === null) return;
    const queue = byOperation.get(`${operation}|${line.amount}`);
    if (!queue) return;
    let best: { index: number; distance: number } | null = null;
    for (const index of queue.items) {
      if (paired[index]) continue;
      const distance = Math.abs(days[index]! - lineDays[lineIndex]!);
      if (distance <= windowDays && (!best || distance < best.distance)) best = { index, distance };
    }
    if (!best) return;
    paired[best.index] = 1;
    pairs.set(lineIndex, { line, entryId: ordered[best.index]!.id, by: 'operation' });
  });

  // Pass 2: same amount, the closest date within the window.
  lines.forEach((line, lineIndex) => {
    if (pairs.has(lineIndex)) return;
    const byDay = byAmountAndDay.get(line.amount);
    if (!byDay) return;
    const day = lineDays[lineIndex]!;
    for (let distance = 0; distance <= windowDays; distance++) {
      const offsets = distance === 0 ? [0] : [-distance, distance];
      for (const offset of offsets) {
        const index = byDay.get(day + offset)?.take(paired) ?? null;
        if (index === null) continue;
        paired[index] = 1;
        pairs.set(lineIndex, { line, entryId: ordered[index]!.id, by: 'amount_and_date' });
        return;
      }
    }
  });

  const matched = lines.flatMap((_line, index) => pairs.get(index) ?? []);
  const bankOnly = lines.filter((_line, index) => !pairs.has(index));
  const inPeriod = (row: CandidateRow) => row.operatedOn >= from && row.operatedOn <= to;
  const ledgerOnly = ordered.filter((row, index) => !paired[index] && inPeriod(row));

  // ledgerNet counts the rows dated in the period plus the matched rows dated outside it (within the
  // window): a line of the 31st paired with a row of the 1st of the next month is the same money on both
  // sides, so difference = statementNet - ledgerNet is exactly sum(bank-only) - sum(ledger-only)
  // (docs/rules/finance-reports.md#reconciliation).
  const statementNet = sum(lines.map((line) => line.amount));
  const ledgerNet = sum(
    ordered.filter((row, index) => inPeriod(row) || paired[index]).map((row) => row.amount),
  );
  const difference = statementNet - ledgerNet;
  const explained = sum(bankOnly.map((line) => line.amount)) - sum(ledgerOnly.map((row) => row.amount));
  if (difference !== explained) {
    throw new Error(`reconciliation difference ${difference} is not explained by its lines (${explained})`);
  }
  return {
    periodFrom: from,
    periodTo: to,
    matched,
    bankOnly,
    ledgerOnlyIds: ledgerOnly.map((row) => row.id),
    statementNet,
    ledgerNet,
    difference,
  };
}
