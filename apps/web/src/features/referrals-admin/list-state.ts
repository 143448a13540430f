import type { ReferralCodeFilters, ReferralCodeListQuery } from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';

export const REFERRAL_SORT_FIELDS = ['createdAt', 'code', 'referred', 'finished', 'rewardPoints'] as const;
export type ReferralSortField = (typeof REFERRAL_SORT_FIELDS)[number];
export const REFERRAL_PAGE_SIZES = [10, 25, 50] as const;

/** Referidos as the address holds it: reload, back/forward and a shared link open the same view. */
export interface ReferralListState {
  q: string;
  active: '' | 'true' | 'false';
  sort: ReferralSortField;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: (typeof REFERRAL_PAGE_SIZES)[number];
}

export const DEFAULT_REFERRAL_LIST: ReferralListState = {
  q: '',
  active: '',
  sort: 'createdAt',
  order: 'desc',
  page: 1,
  pageSize: 25,
};

/** Reads the list from a query string; anything unreadable falls back to its default. */
export function readReferralList(search: URLSearchParams): ReferralListState {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    active: oneOf(search.get('active'), ['true', 'false'] as const),
    sort: oneOf(search.get('sort'), REFERRAL_SORT_FIELDS) || DEFAULT_REFERRAL_LIST.sort,
    order: oneOf(search.get('order'), ['asc', 'desc'] as const) || DEFAULT_REFERRAL_LIST.order,
    page: Number.isInteger(page) && page >= 1 && page < 1_000_000 ? page : 1,
    pageSize: (REFERRAL_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? (pageSize as ReferralListState['pageSize'])
      : DEFAULT_REFERRAL_LIST.pageSize,
  };
}

/** The query string of a state; defaults are left out so the address stays short. */
export function writeReferralList(state: ReferralListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.active) search.set('active', state.active);
  if (state.sort !== DEFAULT_REFERRAL_LIST.sort || state.order !== DEFAULT_REFERRAL_LIST.order) {
    search.set('sort', state.sort);
    search.set('order', state.order);
  }
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_REFERRAL_LIST.pageSize) search.set('pageSize', String(state.pageSize));
  return search;
}

export const hasReferralFilters = (state: ReferralListState): boolean =>
  state.q.trim() !== '' || state.active !== '';

/** The filters the list and the export read (the export gets exactly the rows the list shows). */
export function toReferralFilters(state: ReferralListState): ReferralCodeFilters {
  const filters: ReferralCodeFilters = {
    q: state.q.trim() || undefined,
    active: state.active || undefined,
    sort: state.sort,
    order: state.order,
  };
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as ReferralCodeFilters;
}

export function toReferralQuery(state: ReferralListState): ReferralCodeListQuery {
  return {
    ...toReferralFilters(state),
    page: String(state.page),
    pageSize: String(state.pageSize) as ReferralCodeListQuery['pageSize'],
  };
}
