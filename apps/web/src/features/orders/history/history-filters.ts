import type { ListOrdersQuery, OrderStatus } from '@cambix/contract';
import { parseAmountInput } from '@/lib/money.ts';

/** Historial's filters and page as the address bar holds them (reload, back/forward and a shared link restore them). */
export interface HistoryState {
  status: OrderStatus | null;
  /** Days in Lima, YYYY-MM-DD. */
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  code: string;
  /** 1-based. */
  page: number;
  /** The order open in the detail drawer (`?orden=`), or ''. */
  open: string;
}

export const HISTORY_PAGE_SIZE = 10;

export const DEFAULT_HISTORY_STATE: HistoryState = {
  status: null,
  from: '',
  to: '',
  minAmount: '',
  maxAmount: '',
  code: '',
  page: 1,
  open: '',
};

export type HistoryFilterKey = Exclude<keyof HistoryState, 'page' | 'open'>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CODE = /^[A-Z0-9]{1,8}$/;
const FULL_CODE = /^[A-Z0-9]{8}$/;

const amountOf = (value: string | null) => {
  const amount = value ? parseAmountInput(value) : null;
  return amount ?? '';
};

/** Reads the state from a query string; anything unreadable falls back to its default. */
export function readHistoryState(search: URLSearchParams): HistoryState {
  const statusText = search.get('status') ?? '';
  const status = /^[0-5]$/.test(statusText) ? Number(statusText) : null;
  const page = Number(search.get('page'));
  const day = (name: string) => {
    const value = search.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const code = (search.get('code') ?? '').trim().toUpperCase();
  const open = (search.get('orden') ?? '').toUpperCase();
  return {
    status: status as OrderStatus | null,
    from: day('from'),
    to: day('to'),
    minAmount: amountOf(search.get('minAmount')),
    maxAmount: amountOf(search.get('maxAmount')),
    code: CODE.test(code) ? code : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
    open: FULL_CODE.test(open) ? open : '',
  };
}

/** Writes the state as a query string, leaving defaults out (a plain /userDashboard/ordenes is the default view). */
export function writeHistoryState(state: HistoryState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.status !== null) search.set('status', String(state.status));
  for (const key of ['from', 'to', 'minAmount', 'maxAmount', 'code'] as const) {
    if (state[key]) search.set(key, state[key]);
  }
  if (state.page > 1) search.set('page', String(state.page));
  if (state.open) search.set('orden', state.open);
  return search;
}

/** A filter change goes back to page 1. */
export function withFilter(
  state: HistoryState,
  patch: Partial<Pick<HistoryState, HistoryFilterKey>>,
): HistoryState {
  return { ...state, ...patch, page: 1 };
}

export const hasHistoryFilters = (state: HistoryState): boolean =>
  writeHistoryState({ ...state, page: 1, open: '' }).toString() !== '';

/** The `GET /api/listOrders` query of a state. */
export function toListQuery(state: HistoryState): ListOrdersQuery {
  return {
    ...(state.status !== null && { status: state.status }),
    ...(state.from && { from: state.from }),
    ...(state.to && { to: state.to }),
    ...(state.minAmount && { minAmount: state.minAmount }),
    ...(state.maxAmount && { maxAmount: state.maxAmount }),
    ...(state.code && { code: state.code }),
    page: state.page,
    size: HISTORY_PAGE_SIZE,
  };
}
