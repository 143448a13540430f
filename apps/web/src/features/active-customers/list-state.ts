import {
  ACTIVE_CUSTOMER_PAGE_SIZES,
  ACTIVE_CUSTOMER_SORT_FIELDS,
  limaToday,
  REPORT_MAX_MONTHS,
  type ActiveCustomerFilters,
  type ActiveCustomerListQuery,
} from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';

export type ActiveCustomerSortField = (typeof ACTIVE_CUSTOMER_SORT_FIELDS)[number];

/** Clientes activos as the address bar holds it (docs/rules/finance-reports.md#active-customers). */
export interface ActiveCustomerListState {
  /** Whole Lima months, `YYYY-MM`, inclusive. */
  from: string;
  to: string;
  bankId: string;
  sort: ActiveCustomerSortField;
  direction: 'asc' | 'desc';
  /** 1-based. */
  page: number;
  pageSize: number;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ID = /^[1-9]\d{0,5}$/;
/** The default range: this Lima month and the five before it. */
const DEFAULT_SPAN = 6;

const monthIndex = (month: string) => Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthAt = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/** How many months `from`…`to` spans (1 for one month; 0 or less when out of order). */
export const monthSpan = (from: string, to: string) => monthIndex(to) - monthIndex(from) + 1;

export function defaultMonths(now: Date = new Date()): { from: string; to: string } {
  const to = limaToday(now).slice(0, 7);
  return { from: monthAt(monthIndex(to) - (DEFAULT_SPAN - 1)), to };
}

export function defaultActiveCustomerList(now?: Date): ActiveCustomerListState {
  return { ...defaultMonths(now), bankId: '', sort: 'lastOrderAt', direction: 'desc', page: 1, pageSize: 25 };
}

/** Reads the view from a query string; anything unreadable falls back to its default. */
export function readActiveCustomerList(search: URLSearchParams): ActiveCustomerListState {
  const defaults = defaultActiveCustomerList();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  const bankId = search.get('bankId') ?? '';
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  // The range is read as a pair: half of one would pair with half of the default.
  const hasRange = MONTH.test(from) && MONTH.test(to);
  return {
    from: hasRange ? from : defaults.from,
    to: hasRange ? to : defaults.to,
    bankId: ID.test(bankId) ? bankId : '',
    sort: oneOf(search.get('sort'), ACTIVE_CUSTOMER_SORT_FIELDS) || defaults.sort,
    direction: oneOf(search.get('direction'), ['asc', 'desc'] as const) || defaults.direction,
    page: Number.isInteger(page) && page >= 1 && page < 100_000 ? page : 1,
    pageSize: (ACTIVE_CUSTOMER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : defaults.pageSize,
  };
}

/** The query string of a view; defaults are left out so the address stays short. */
export function writeActiveCustomerList(state: ActiveCustomerListState): URLSearchParams {
  const defaults = defaultActiveCustomerList();
  const search = new URLSearchParams();
  if (state.from !== defaults.from || state.to !== defaults.to) {
    search.set('from', state.from);
    search.set('to', state.to);
  }
  if (state.bankId) search.set('bankId', state.bankId);
  if (state.sort !== defaults.sort || state.direction !== defaults.direction) {
    search.set('sort', state.sort);
    search.set('direction', state.direction);
  }
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== defaults.pageSize) search.set('pageSize', String(state.pageSize));
  return search;
}

export type ActiveCustomerFilterPatch = Partial<Pick<ActiveCustomerListState, 'from' | 'to' | 'bankId'>>;

export const withActiveCustomerFilters = (
  state: ActiveCustomerListState,
  patch: ActiveCustomerFilterPatch,
): ActiveCustomerListState => ({ ...state, ...patch, page: 1 });

/**
 * What is wrong with the range, in the server's words (the same rule as the contract's), or null: the
 * screen asks nothing while the range is wrong.
 */
export function rangeProblem(
  state: Pick<ActiveCustomerListState, 'from' | 'to'>,
  messages: { outOfOrder: string; tooLong: string },
): string | null {
  const span = monthSpan(state.from, state.to);
  if (span < 1) return messages.outOfOrder;
  if (span > REPORT_MAX_MONTHS) return messages.tooLong;
  return null;
}

export const toActiveCustomerFilters = (state: ActiveCustomerListState): ActiveCustomerFilters => ({
  from: state.from,
  to: state.to,
  ...(state.bankId && { bankId: state.bankId }),
});

export const toActiveCustomerListQuery = (state: ActiveCustomerListState): ActiveCustomerListQuery => ({
  ...toActiveCustomerFilters(state),
  page: String(state.page),
  pageSize: String(state.pageSize),
  sort: state.sort,
  direction: state.direction,
});
