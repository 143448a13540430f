import type { OrderStatus, PartnerOrderListQuery } from '@cambix/contract';

/** /externo/ordenes as the address holds it: the partner staff act for (`socio`), filters and page. */
export interface PartnerListState {
  partnerId: string;
  status: OrderStatus | null;
  /** Creation days (YYYY-MM-DD, Lima). */
  from: string;
  to: string;
  q: string;
  page: number;
}

export const EMPTY_PARTNER_LIST: PartnerListState = {
  partnerId: '',
  status: null,
  from: '',
  to: '',
  q: '',
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,9}$/;
export const PARTNER_PAGE_SIZE = 20;

/** Reads the state from a query string; anything unreadable is left out. */
export function readPartnerList(search: URLSearchParams): PartnerListState {
  const text = (name: string, pattern: RegExp) => {
    const value = search.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const status = search.get('estado') ?? '';
  const page = Number(search.get('pagina') ?? '1');
  return {
    partnerId: text('socio', ID),
    status: /^[0-5]$/.test(status) ? (Number(status) as OrderStatus) : null,
    from: text('desde', DAY),
    to: text('hasta', DAY),
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page < 100_000 ? page : 1,
  };
}

export function writePartnerList(state: PartnerListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.partnerId) search.set('socio', state.partnerId);
  if (state.status !== null) search.set('estado', String(state.status));
  if (state.from) search.set('desde', state.from);
  if (state.to) search.set('hasta', state.to);
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.page > 1) search.set('pagina', String(state.page));
  return search;
}

/** The server's query; a range out of order is not sent (the screen says so instead). */
export function toPartnerOrderQuery(state: PartnerListState): PartnerOrderListQuery {
  const datesInOrder = !state.from || !state.to || state.from <= state.to;
  const query: PartnerOrderListQuery = {
    partnerId: state.partnerId || undefined,
    status: state.status === null ? undefined : (String(state.status) as PartnerOrderListQuery['status']),
    from: state.from || undefined,
    to: datesInOrder ? state.to || undefined : undefined,
    q: state.q.trim() || undefined,
    page: state.page > 1 ? String(state.page) : undefined,
    size: String(PARTNER_PAGE_SIZE) as PartnerOrderListQuery['size'],
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined));
}

/** Whether any filter (not the partner or the page) is set. */
export const hasPartnerFilters = (state: PartnerListState): boolean =>
  state.status !== null || Boolean(state.from || state.to || state.q.trim());
