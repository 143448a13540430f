import { describe, expect, it } from 'vitest';
import { filterPayouts } from './queue-filter.ts';
import { formatWaiting, oldestFirst } from './waiting-time.ts';

const NOW = Date.parse('2026-11-21T18:00:00.000Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

describe('formatWaiting', () => {
  it('counts whole minutes, then hours and minutes, then days and hours', () => {
    expect(formatWaiting(ago(0.5), NOW)).toBe('hace menos de 1 min');
    expect(formatWaiting(ago(12), NOW)).toBe('hace 12 min');
    expect(formatWaiting(ago(59.9), NOW)).toBe('hace 59 min');
    expect(formatWaiting(ago(60), NOW)).toBe('hace 1 h');
    expect(formatWaiting(ago(125), NOW)).toBe('hace 2 h 5 min');
    expect(formatWaiting(ago(24 * 60 + 3 * 60 + 10), NOW)).toBe('hace 1 día 3 h');
    expect(formatWaiting(ago(2 * 24 * 60), NOW)).toBe('hace 2 días');
  });

  it('never shows a negative wait when the clocks differ a little', () => {
    expect(formatWaiting(new Date(NOW + 30_000).toISOString(), NOW)).toBe('hace menos de 1 min');
  });
});

describe('queue order and filters', () => {
  it('puts the order that has waited longest first', () => {
    const rows = [
      { id: 1, statusSince: ago(5) },
      { id: 2, statusSince: ago(50) },
      { id: 3, statusSince: ago(20) },
    ];
    expect(oldestFirst(rows).map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('splits Devoluciones into to pay and observed', () => {
    const rows = [
      { id: 1, status: 3 as const },
      { id: 2, status: 4 as const },
      { id: 3, status: 3 as const },
    ];
    expect(filterPayouts(rows, 'all').map((row) => row.id)).toEqual([1, 2, 3]);
    expect(filterPayouts(rows, 'toPay').map((row) => row.id)).toEqual([1, 3]);
    expect(filterPayouts(rows, 'observed').map((row) => row.id)).toEqual([2]);
  });
});
