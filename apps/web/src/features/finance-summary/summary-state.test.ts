import { describe, expect, it } from 'vitest';
import { quickRange, withFrom, withTo } from './month-range.ts';
import { readSummaryState, toSummaryQuery, writeSummaryState } from './summary-state.ts';

const now = new Date('2026-12-01T03:00:00Z'); // 30/11/2026 22:00 in Lima

describe('Resumen in the address', () => {
  it('defaults to this Lima month and leaves it out of the address', () => {
    const state = readSummaryState(new URLSearchParams(''), now);
    expect(state).toEqual({ from: '2026-11', to: '2026-11', bankId: '', channel: '' });
    expect(writeSummaryState(state, now).toString()).toBe('');
    expect(toSummaryQuery(state)).toEqual({ from: '2026-11', to: '2026-11' });
  });

  it('keeps a valid range, bank and channel, and drops what is unreadable', () => {
    const search = new URLSearchParams('from=2025-12&to=2026-02&bankId=3&channel=link');
    const state = readSummaryState(search, now);
    expect(writeSummaryState(state, now).toString()).toBe('from=2025-12&to=2026-02&bankId=3&channel=link');
    expect(readSummaryState(new URLSearchParams('from=2026-03&to=2026-01&bankId=x'), now)).toEqual({
      from: '2026-11',
      to: '2026-11',
      bankId: '',
      channel: '',
    });
    // 25 months is one too many.
    expect(readSummaryState(new URLSearchParams('from=2024-10&to=2026-10'), now).from).toBe('2026-11');
    expect(readSummaryState(new URLSearchParams('from=2024-11&to=2026-10'), now).from).toBe('2024-11');
  });

  it('offers quick periods and keeps a picked range valid', () => {
    expect(quickRange('lastThreeMonths', now)).toEqual({ from: '2026-09', to: '2026-11' });
    expect(quickRange('thisYear', now)).toEqual({ from: '2026-01', to: '2026-11' });
    expect(withFrom({ from: '2026-01', to: '2026-03' }, '2026-05')).toEqual({
      from: '2026-05',
      to: '2026-05',
    });
    expect(withTo({ from: '2026-05', to: '2026-06' }, '2026-02')).toEqual({ from: '2026-02', to: '2026-02' });
    expect(withFrom({ from: '2026-01', to: '2026-11' }, '2023-01')).toEqual({
      from: '2023-01',
      to: '2024-12',
    });
    expect(withTo({ from: '2023-01', to: '2023-02' }, '2026-11')).toEqual({ from: '2024-12', to: '2026-11' });
  });
});
