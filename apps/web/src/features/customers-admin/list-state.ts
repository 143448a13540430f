import {
  ACCOUNT_STATUSES,
  CUSTOMER_PAGE_SIZES,
  CUSTOMER_SORT_FIELDS,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  type AccountStatus,
  type CustomerFilters,
  type CustomerListQuery,
  type CustomerSortField,
  type CustomerSortOrder,
} from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';

/** The customer list as the address bar holds it: reload, back/forward and a shared link restore it. */
export interface CustomerListState {
  q: string;
  status: AccountStatus | '';
  kycStep: '' | '0' | '1' | '2' | '3';
  commission: string;
  premium: '' | 'true' | 'false';
  special: '' | 'true' | 'false';
  /** Registration days (YYYY-MM-DD, Lima). */
  from: string;
  to: string;
  sort: CustomerSortField;
  order: CustomerSortOrder;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export const DEFAULT_LIST_STATE: CustomerListState = {
  q: '',
  status: '',
  kycStep: '',
  commission: '',
  premium: '',
  special: '',
  from: '',
  to: '',
  sort: 'registeredAt',
  order: 'desc',
  page: 1,
  pageSize: DEFAULT_CUSTOMER_PAGE_SIZE,
};

const FILTER_KEYS = ['q', 'status', 'kycStep', 'commission', 'premium', 'special', 'from', 'to'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const PERCENT = /^\d{1,2}(\.\d{1,2})?$/;

/** Reads the list state from a query string; anything unreadable falls back to its default. */
export function readListState(search: URLSearchParams): CustomerListState {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const text = (name: string, pattern: RegExp) => {
    const value = search.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    status: oneOf(search.get('status'), ACCOUNT_STATUSES),
    kycStep: oneOf(search.get('kycStep'), ['0', '1', '2', '3'] as const),
    commission: text('commission', PERCENT),
    premium: oneOf(search.get('premium'), ['true', 'false'] as const),
    special: oneOf(search.get('special'), ['true', 'false'] as const),
    from: text('from', DAY),
    to: text('to', DAY),
    sort: oneOf(search.get('sort'), CUSTOMER_SORT_FIELDS) || DEFAULT_LIST_STATE.sort,
    order: oneOf(search.get('order'), ['asc', 'desc'] as const) || DEFAULT_LIST_STATE.order,
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (CUSTOMER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_CUSTOMER_PAGE_SIZE,
  };
}

/** The query string of a state; defaults are left out so the address stays short. */
export function writeListState(state: CustomerListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = key === 'q' ? state.q.trim() : state[key];
    if (value) search.set(key, value);
  }
  if (state.sort !== DEFAULT_LIST_STATE.sort || state.order !== DEFAULT_LIST_STATE.order) {
    search.set('sort', state.sort);
    search.set('order', state.order);
  }
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_LIST_STATE.pageSize) search.set('pageSize', String(state.pageSize));
  return search;
}

/** A filter changed: back to the first page, as the old page number means nothing in the new set. */
export function withFilters(state: CustomerListState, patch: Partial<Pick<CustomerListState, FilterKey>>) {
  return { ...state, ...patch, page: 1 };
}

export function clearFilters(state: CustomerListState): CustomerListState {
  return { ...DEFAULT_LIST_STATE, sort: state.sort, order: state.order, pageSize: state.pageSize };
}

/** Filters in use besides the search text (the badge on the mobile filter button). */
export function activeFilterCount(state: CustomerListState): number {
  return FILTER_KEYS.filter((key) => key !== 'q' && state[key] !== '').length;
}

export function hasFilters(state: CustomerListState): boolean {
  return FILTER_KEYS.some((key) => state[key] !== '');
}

/** The filters the API reads (the export takes the same, without the page); empty ones are left out. */
export function toFilters(state: CustomerListState): CustomerFilters {
  const given = <T extends string>(value: T): T | undefined => (value === '' ? undefined : value);
  return {
    q: given(state.q.trim()),
    status: given(state.status),
    kycStep: given(state.kycStep),
    commission: given(state.commission),
    premium: given(state.premium),
    special: given(state.special),
    from: given(state.from),
    to: given(state.to),
    sort: state.sort,
    order: state.order,
  };
}

export function toListQuery(state: CustomerListState): CustomerListQuery {
  return { ...toFilters(state), page: String(state.page), pageSize: String(state.pageSize) };
}
