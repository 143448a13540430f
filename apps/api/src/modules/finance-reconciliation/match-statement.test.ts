import { describe, expect, it } from 'vitest';
import { shiftDay } from '../../platform/lima-calendar.ts';
import { matchStatement, type CandidateRow } from './match-statement.ts';
import type { ParsedLine } from './parse-statement-lines.ts';
import { dayNumber } from './statement-values.ts';

const line = (
  number: number,
  date: string,
  amount: bigint,
  operationNumber: string | null = null,
): ParsedLine => ({
  line: number,
  date,
  description: `L${number}`,
  operationNumber,
  payerAccount: null,
  amount,
});
const row = (
  id: number,
  operatedOn: string,
  amount: bigint,
  operationNumber: string | null = null,
): CandidateRow => ({
  id,
  operatedOn,
  amount,
  operationNumber,
});

describe('matchStatement', () => {
  it('prefers the operation number, then the closest date, and never pairs across the window', () => {
    const outcome = matchStatement(
      [
        line(2, '2025-03-10', 1000n, '0077'),
        line(3, '2025-03-10', 1000n),
        line(4, '2025-03-10', -500n),
        line(5, '2025-03-20', 2000n),
      ],
      [
        row(1, '2025-03-09', 1000n),
        row(2, '2025-03-12', 1000n, '77'),
        row(3, '2025-03-13', -500n),
        row(4, '2025-03-07', -500n),
        // Same amount, 4 days away with a window of 3.
        row(5, '2025-03-24', 2000n),
        // Same amount, other direction.
        row(6, '2025-03-20', -2000n),
      ],
      3,
    );
    expect(outcome.matched.map(({ line, entryId, by }) => [line.line, entryId, by])).toEqual([
      [2, 2, 'operation'],
      [3, 1, 'amount_and_date'],
      // 3 days away either side: the earlier day wins the tie.
      [4, 4, 'amount_and_date'],
    ]);
    expect(outcome.bankOnly.map((unpaired) => unpaired.line)).toEqual([5]);
    // Rows 5 (the 24th) lies outside the period (10th to 20th); row 6 is in it.
    expect(outcome.ledgerOnlyIds).toEqual([3, 6]);
  });

  it('explains the difference exactly, whatever the lines and rows', () => {
    let seed = 17;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 200; round++) {
      const window = random(4);
      const day = (offset: number) => shiftDay('2025-03-01', offset);
      const lines = Array.from({ length: 1 + random(30) }, (_, index) =>
        line(
          index + 2,
          day(random(20)),
          BigInt(random(6) - 3) * 100n || 100n,
          random(3) ? String(random(10)) : null,
        ),
      );
      const rows = Array.from({ length: random(30) }, (_, index) =>
        row(
          index + 1,
          day(random(28) - 4),
          BigInt(random(6) - 3) * 100n || 100n,
          random(3) ? String(random(10)) : null,
        ),
      );
      const outcome = matchStatement(lines, rows, window);
      const rowsById = new Map(rows.map((candidate) => [candidate.id, candidate]));
      const used = new Set<number>();
      for (const pair of outcome.matched) {
        const paired = rowsById.get(pair.entryId)!;
        expect(used.has(paired.id)).toBe(false);
        used.add(paired.id);
        expect(paired.amount).toBe(pair.line.amount);
        expect(Math.abs(dayNumber(paired.operatedOn) - dayNumber(pair.line.date))).toBeLessThanOrEqual(
          window,
        );
      }
      expect(outcome.matched.length + outcome.bankOnly.length).toBe(lines.length);
      const sum = (values: bigint[]) => values.reduce((total, value) => total + value, 0n);
      expect(outcome.difference).toBe(
        sum(outcome.bankOnly.map((unpaired) => unpaired.amount)) -
          sum(outcome.ledgerOnlyIds.map((id) => rowsById.get(id)!.amount)),
      );
    }
  });
});
