import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PROMO_LIST,
  readPromoList,
  toPromoFilters,
  toPromoListQuery,
  withPromoFilters,
  writePromoList,
} from './list-state.ts';

describe('Cupones list state in the address', () => {
  it('reads what it writes, leaving defaults out of the address', () => {
    const state = {
      ...DEFAULT_PROMO_LIST,
      q: 'verano',
      state: 'vencido' as const,
      validOn: '2026-12-24',
      sort: 'uses' as const,
      order: 'asc' as const,
      page: 3,
      pageSize: 50,
    };
    const search = writePromoList(state);
    expect(search.toString()).toBe(
      'q=verano&state=vencido&validOn=2026-12-24&sort=uses&order=asc&page=3&pageSize=50',
    );
    expect(readPromoList(search)).toEqual(state);
    expect(writePromoList(DEFAULT_PROMO_LIST).toString()).toBe('');
  });

  it('falls back to the default for anything it cannot read', () => {
    const state = readPromoList(
      new URLSearchParams('state=borrado&validOn=24/12/2026&sort=precio&order=up&page=-2&pageSize=13'),
    );
    expect(state).toEqual(DEFAULT_PROMO_LIST);
  });

  it('goes back to page 1 when a filter changes, and sends the same filters to the list and the export', () => {
    const state = withPromoFilters({ ...DEFAULT_PROMO_LIST, page: 4 }, { state: 'activo' });
    expect(state.page).toBe(1);
    expect(toPromoFilters(state)).toEqual({ state: 'activo', sort: 'createdAt', order: 'desc' });
    expect(toPromoListQuery(state)).toEqual({
      state: 'activo',
      sort: 'createdAt',
      order: 'desc',
      page: '1',
      pageSize: '25',
    });
  });
});
