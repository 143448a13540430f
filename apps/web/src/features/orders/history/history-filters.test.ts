import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HISTORY_STATE,
  hasHistoryFilters,
  readHistoryState,
  toListQuery,
  withFilter,
  writeHistoryState,
} from './history-filters.ts';

const read = (query: string) => readHistoryState(new URLSearchParams(query));

describe('Historial state in the address bar', () => {
  it('reads every filter, the page and the open order', () => {
    expect(
      read(
        'status=4&from=2026-11-01&to=2026-11-21&minAmount=1,000&maxAmount=5000.5&code=km4t&page=3&orden=KM4TQ8ZP',
      ),
    ).toEqual({
      status: 4,
      from: '2026-11-01',
      to: '2026-11-21',
      minAmount: '1000',
      maxAmount: '5000.50',
      code: 'KM4T',
      page: 3,
      open: 'KM4TQ8ZP',
    });
  });

  it('falls back to the default for anything unreadable', () => {
    expect(read('status=9&from=ayer&minAmount=mucho&code=%3Cscript%3E&page=-2&orden=X')).toEqual(
      DEFAULT_HISTORY_STATE,
    );
    expect(read('status=')).toEqual(DEFAULT_HISTORY_STATE);
  });

  it('writes only what differs from the default, and reads back the same state', () => {
    expect(writeHistoryState(DEFAULT_HISTORY_STATE).toString()).toBe('');
    const state = { ...DEFAULT_HISTORY_STATE, status: 0 as const, code: 'AB23', page: 2 };
    expect(writeHistoryState(state).toString()).toBe('status=0&code=AB23&page=2');
    expect(readHistoryState(writeHistoryState(state))).toEqual(state);
  });

  it('goes back to page 1 when a filter changes and keeps the open order', () => {
    const state = { ...DEFAULT_HISTORY_STATE, page: 4, open: 'KM4TQ8ZP' };
    expect(withFilter(state, { status: 5 })).toEqual({ ...state, status: 5, page: 1 });
  });

  it('does not count the page or the open order as filters', () => {
    expect(hasHistoryFilters({ ...DEFAULT_HISTORY_STATE, page: 3, open: 'KM4TQ8ZP' })).toBe(false);
    expect(hasHistoryFilters({ ...DEFAULT_HISTORY_STATE, minAmount: '100' })).toBe(true);
  });

  it('asks the server for the filters, the page and a page size', () => {
    expect(
      toListQuery({ ...DEFAULT_HISTORY_STATE, status: 1, from: '2026-11-01', page: 2, open: 'KM4TQ8ZP' }),
    ).toEqual({
      status: 1,
      from: '2026-11-01',
      page: 2,
      size: 10,
    });
  });
});
