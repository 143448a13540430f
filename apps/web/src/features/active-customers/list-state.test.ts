import { describe, expect, it } from 'vitest';
import {
  defaultMonths,
  rangeProblem,
  readActiveCustomerList,
  toActiveCustomerListQuery,
  writeActiveCustomerList,
} from './list-state.ts';

const messages = { outOfOrder: 'desordenado', tooLong: 'largo' };

describe('Clientes activos in the address (docs/rules/finance-reports.md#active-customers)', () => {
  it('defaults to this Lima month and the five before it', () => {
    // 03:00 UTC on 1 March is still 28 February in Lima.
    expect(defaultMonths(new Date('2026-03-01T03:00:00Z'))).toEqual({ from: '2025-09', to: '2026-02' });
    expect(defaultMonths(new Date('2026-11-27T12:00:00Z'))).toEqual({ from: '2026-06', to: '2026-11' });
  });

  it('reads and writes a view, leaving the defaults out', () => {
    const query = 'from=2025-01&to=2025-12&bankId=5&sort=totalSent&direction=asc&page=3&pageSize=50';
    const state = readActiveCustomerList(new URLSearchParams(query));
    expect(writeActiveCustomerList(state).toString()).toBe(query);
    expect(toActiveCustomerListQuery(state)).toEqual({
      from: '2025-01',
      to: '2025-12',
      bankId: '5',
      sort: 'totalSent',
      direction: 'asc',
      page: '3',
      pageSize: '50',
    });
    const fallback = readActiveCustomerList(
      new URLSearchParams('from=2025-13&to=2025-12&sort=name&pageSize=7'),
    );
    expect(fallback).toEqual({
      ...defaultMonths(),
      bankId: '',
      sort: 'lastOrderAt',
      direction: 'desc',
      page: 1,
      pageSize: 25,
    });
    expect(writeActiveCustomerList(fallback).toString()).toBe('');
  });

  it('refuses a range out of order or longer than 24 months, as the server does', () => {
    expect(rangeProblem({ from: '2024-12', to: '2026-11' }, messages)).toBeNull();
    expect(rangeProblem({ from: '2024-11', to: '2026-11' }, messages)).toBe('largo');
    expect(rangeProblem({ from: '2026-11', to: '2026-10' }, messages)).toBe('desordenado');
    expect(rangeProblem({ from: '2026-11', to: '2026-11' }, messages)).toBeNull();
  });
});
