import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  clearFilters,
  DEFAULT_LIST_STATE,
  readListState,
  toFilters,
  toListQuery,
  withFilters,
  writeListState,
} from './list-state.ts';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('customer list state in the address bar', () => {
  it('reads every filter, the order and the page from the query string', () => {
    expect(
      read(
        'q=ana%20quispe&status=POR_VALIDAR&kycStep=0&commission=4.00&premium=true&special=false&from=2026-11-01&to=2026-11-21&sort=name&order=asc&page=3&pageSize=50',
      ),
    ).toEqual({
      q: 'ana quispe',
      status: 'POR_VALIDAR',
      kycStep: '0',
      commission: '4.00',
      premium: 'true',
      special: 'false',
      from: '2026-11-01',
      to: '2026-11-21',
      sort: 'name',
      order: 'asc',
      page: 3,
      pageSize: 50,
    });
  });

  it('falls back to the default for anything it cannot read (an edited or old link)', () => {
    expect(
      read(
        'status=ELIMINADO&kycStep=9&commission=abc&premium=si&from=21/11/2026&sort=password&order=up&page=-2&pageSize=1000',
      ),
    ).toEqual(DEFAULT_LIST_STATE);
    expect(read('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('writes a short query: defaults are left out, and reading it back gives the same state', () => {
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    const state = {
      ...DEFAULT_LIST_STATE,
      q: '  peña ',
      status: 'ACTIVO' as const,
      page: 2,
      sort: 'name' as const,
      order: 'asc' as const,
    };
    const query = writeListState(state).toString();
    expect(query).toBe('q=pe%C3%B1a&status=ACTIVO&sort=name&order=asc&page=2');
    expect(read(query)).toEqual({ ...state, q: 'peña' });
  });

  it('goes back to the first page when a filter changes, and clearing keeps order and page size', () => {
    const state = {
      ...DEFAULT_LIST_STATE,
      page: 4,
      pageSize: 50,
      sort: 'email' as const,
      status: 'ACTIVO' as const,
    };
    expect(withFilters(state, { kycStep: '2' })).toMatchObject({ page: 1, kycStep: '2', status: 'ACTIVO' });
    expect(clearFilters(state)).toEqual({ ...DEFAULT_LIST_STATE, pageSize: 50, sort: 'email' });
    expect(activeFilterCount({ ...state, q: 'ana', premium: 'true' })).toBe(2);
  });

  it('sends the API only the filters in use', () => {
    const state = { ...DEFAULT_LIST_STATE, q: ' ana ', special: 'true' as const, page: 2 };
    expect(toFilters(state)).toEqual({
      q: 'ana',
      status: undefined,
      kycStep: undefined,
      commission: undefined,
      premium: undefined,
      special: 'true',
      from: undefined,
      to: undefined,
      sort: 'registeredAt',
      order: 'desc',
    });
    expect(toListQuery(state)).toMatchObject({ page: '2', pageSize: '25', q: 'ana' });
  });
});
