import {
  ORDER_CHANNELS,
  ORDER_KINDS,
  type AdminOrderFilters,
  type OrderChannel,
  type OrderKind,
  type OrderStatus,
  MONEY_TEXT,
  amountsInOrder,
} from '@cambix/contract';

/** The staff order list's filters as the address bar holds them (the keyset cursor is not kept). */
export interface OrderListState {
  status: OrderStatus[];
  /** Creation days (YYYY-MM-DD, Lima). */
  from: string;
  to: string;
  bankId: string;
  q: string;
  minAmount: string;
  maxAmount: string;
  channel: OrderChannel | '';
  /** Saldo or divisas; '' both. */
  kind: OrderKind | '';
  /** Only the compliance register: orders with a signed declaración jurada. */
  declaration: boolean;
}

export const EMPTY_ORDER_LIST_STATE: OrderListState = {
  status: [],
  from: '',
  to: '',
  bankId: '',
  q: '',
  minAmount: '',
  maxAmount: '',
  channel: '',
  kind: '',
  declaration: false,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = MONEY_TEXT;
const ID = /^[1-9]\d{0,5}$/;
const STATUSES: readonly OrderStatus[] = [0, 1, 2, 3, 4, 5];

/** Reads the list state from a query string; anything unreadable is left out. */
export function readOrderListState(search: URLSearchParams): OrderListState {
  const text = (name: string, pattern: RegExp) => {
    const value = search.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const status = (search.get('status') ?? '')
    .split(',')
    .filter((part) => /^\d$/.test(part))
    .map(Number)
    .filter((value): value is OrderStatus => (STATUSES as readonly number[]).includes(value));
  const channel = search.get('channel') ?? '';
  const kind = search.get('kind') ?? '';
  return {
    status: [...new Set(status)].sort(),
    from: text('from', DAY),
    to: text('to', DAY),
    bankId: text('bankId', ID),
    q: (search.get('q') ?? '').slice(0, 100),
    minAmount: text('minAmount', AMOUNT),
    maxAmount: text('maxAmount', AMOUNT),
    channel: (ORDER_CHANNELS as readonly string[]).includes(channel) ? (channel as OrderChannel) : '',
    kind: (ORDER_KINDS as readonly string[]).includes(kind) ? (kind as OrderKind) : '',
    declaration: search.get('declaration') === 'true',
  };
}

/** The query string of a state; empty filters are left out so the address stays short. */
export function writeOrderListState(state: OrderListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.status.length > 0) search.set('status', [...state.status].sort().join(','));
  for (const key of ['from', 'to', 'bankId', 'q', 'minAmount', 'maxAmount', 'channel', 'kind'] as const) {
    const value = key === 'q' ? state.q.trim() : state[key];
    if (value) search.set(key, value);
  }
  if (state.declaration) search.set('declaration', 'true');
  return search;
}

/** The filters the API reads (the export takes the same); ranges out of order are not sent. */
export function toOrderFilters(state: OrderListState): AdminOrderFilters {
  const given = (value: string) => (value === '' ? undefined : value);
  const datesInOrder = !state.from || !state.to || state.from <= state.to;
  const amountsFit = amountsInOrder(state.minAmount, state.maxAmount);
  const filters: AdminOrderFilters = {
    status: state.status.length ? [...state.status].sort().join(',') : undefined,
    from: given(state.from),
    to: datesInOrder ? given(state.to) : undefined,
    bankId: given(state.bankId),
    q: given(state.q.trim()),
    minAmount: given(state.minAmount),
    maxAmount: amountsFit ? given(state.maxAmount) : undefined,
    channel: given(state.channel) as OrderChannel | undefined,
    kind: given(state.kind) as OrderKind | undefined,
    declaration: state.declaration ? 'true' : undefined,
  };
  // Undefined keys would still count in the cache key's equality; leave them out.
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

export function hasOrderFilters(state: OrderListState): boolean {
  return writeOrderListState(state).size > 0;
}

/** How many of the filters a phone keeps behind "Más filtros" are in use (each range counts once). */
export function hiddenFilterCount(state: OrderListState): number {
  return [
    state.from || state.to,
    state.bankId,
    state.minAmount || state.maxAmount,
    state.channel,
    state.kind,
    state.declaration,
  ].filter(Boolean).length;
}
