import { MONEY_TEXT, amountsInOrder } from '@cambix/contract';
import type { ExternalOrderFilters, ExternalOrderListQuery, OrderStatus } from '@cambix/contract';

/** Órdenes Externas as the address holds it: filters, page and the tab. */
export interface ExternalListState {
  view: 'ordenes' | 'participacion';
  partnerId: string;
  status: OrderStatus[];
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  q: string;
  page: number;
}

export const EMPTY_EXTERNAL_LIST: ExternalListState = {
  view: 'ordenes',
  partnerId: '',
  status: [],
  from: '',
  to: '',
  minAmount: '',
  maxAmount: '',
  q: '',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = MONEY_TEXT;
const ID = /^[1-9]\d{0,9}$/;
export const EXTERNAL_PAGE_SIZE = 20;

export function readExternalList(search: URLSearchParams): ExternalListState {
  const text = (name: string, pattern: RegExp) => {
    const value = search.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const status = (search.get('estado') ?? '')
    .split(',')
    .filter((part) => /^[0-5]$/.test(part))
    .map((part) => Number(part) as OrderStatus);
  const page = Number(search.get('pagina') ?? '1');
  return {
    view: search.get('vista') === 'participacion' ? 'participacion' : 'ordenes',
    partnerId: text('socio', ID),
    status: [...new Set(status)].sort(),
    from: text('desde', DAY),
    to: text('hasta', DAY),
    minAmount: text('min', AMOUNT),
    maxAmount: text('max', AMOUNT),
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page < 100_000 ? page : 1,
  };
}

export function writeExternalList(state: ExternalListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.view !== 'ordenes') search.set('vista', state.view);
  if (state.partnerId) search.set('socio', state.partnerId);
  if (state.status.length > 0) search.set('estado', [...state.status].sort().join(','));
  if (state.from) search.set('desde', state.from);
  if (state.to) search.set('hasta', state.to);
  if (state.minAmount) search.set('min', state.minAmount);
  if (state.maxAmount) search.set('max', state.maxAmount);
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.page > 1) search.set('pagina', String(state.page));
  return search;
}

/** The filters the list and the export read; ranges out of order are not sent. */
export function toExternalFilters(state: ExternalListState): ExternalOrderFilters {
  const datesInOrder = !state.from || !state.to || state.from <= state.to;
  const amountsFit = amountsInOrder(state.minAmount, state.maxAmount);
  const filters: ExternalOrderFilters = {
    partnerId: state.partnerId || undefined,
    status: state.status.length > 0 ? [...state.status].sort().join(',') : undefined,
    from: state.from || undefined,
    to: datesInOrder ? state.to || undefined : undefined,
    minAmount: state.minAmount || undefined,
    maxAmount: amountsFit ? state.maxAmount || undefined : undefined,
    q: state.q.trim() || undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export function toExternalQuery(state: ExternalListState): ExternalOrderListQuery {
  return {
    ...toExternalFilters(state),
    ...(state.page > 1 && { page: String(state.page) }),
    size: String(EXTERNAL_PAGE_SIZE) as ExternalOrderListQuery['size'],
  };
}

export const hasExternalFilters = (state: ExternalListState): boolean =>
  Object.keys(toExternalFilters({ ...state, from: state.from, to: state.to })).length > 0;
