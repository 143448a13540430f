import {
  PROMO_PAGE_SIZES,
  PROMO_SORT_FIELDS,
  PROMO_STATES,
  type PromoFilters,
  type PromoListQuery,
  type PromoSortField,
  type PromoState,
} from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';

/** Cupones as the address bar holds it: reload, back/forward and a shared link restore the same view. */
export interface PromoListState {
  q: string;
  state: PromoState | '';
  /** A Lima day (YYYY-MM-DD): coupons whose window includes it. */
  validOn: string;
  sort: PromoSortField;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_PROMO_LIST: PromoListState = {
  q: '',
  state: '',
  validOn: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the list from a query string; anything unreadable falls back to its default. */
export function readPromoList(search: URLSearchParams): PromoListState {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const validOn = search.get('validOn') ?? '';
  return {
    q: (search.get('q') ?? '').trim().slice(0, 100),
    state: oneOf(search.get('state'), PROMO_STATES),
    validOn: DAY.test(validOn) ? validOn : '',
    sort: oneOf(search.get('sort'), PROMO_SORT_FIELDS) || DEFAULT_PROMO_LIST.sort,
    order: oneOf(search.get('order'), ['asc', 'desc'] as const) || DEFAULT_PROMO_LIST.order,
    page: Number.isInteger(page) && page >= 1 && page < 100_000 ? page : 1,
    pageSize: (PROMO_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_PROMO_LIST.pageSize,
  };
}

/** The query string of a view; defaults are left out so the address stays short. */
export function writePromoList(state: PromoListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.state) search.set('state', state.state);
  if (state.validOn) search.set('validOn', state.validOn);
  if (state.sort !== DEFAULT_PROMO_LIST.sort || state.order !== DEFAULT_PROMO_LIST.order) {
    search.set('sort', state.sort);
    search.set('order', state.order);
  }
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_PROMO_LIST.pageSize) search.set('pageSize', String(state.pageSize));
  return search;
}

export type PromoFilterPatch = Partial<Pick<PromoListState, 'q' | 'state' | 'validOn'>>;

/** A filter changed: back to the first page, as the old page number means nothing in the new set. */
export const withPromoFilters = (state: PromoListState, patch: PromoFilterPatch): PromoListState => ({
  ...state,
  ...patch,
  page: 1,
});

export const clearPromoFilters = (state: PromoListState): PromoListState => ({
  ...state,
  q: '',
  state: '',
  validOn: '',
  page: 1,
});

export const hasPromoFilters = (state: PromoListState): boolean =>
  Boolean(state.q.trim() || state.state || state.validOn);

/** The filters the list and the export read (the export: exactly the rows the list shows, all pages). */
export function toPromoFilters(state: PromoListState): PromoFilters {
  return {
    ...(state.q.trim() && { q: state.q.trim() }),
    ...(state.state && { state: state.state }),
    ...(state.validOn && { validOn: state.validOn }),
    sort: state.sort,
    order: state.order,
  };
}

export const toPromoListQuery = (state: PromoListState): PromoListQuery => ({
  ...toPromoFilters(state),
  page: String(state.page),
  pageSize: String(state.pageSize),
});
