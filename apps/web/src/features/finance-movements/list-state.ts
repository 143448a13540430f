import {
  LEDGER_DIRECTIONS,
  LEDGER_KINDS,
  MOVEMENT_PAGE_SIZES,
  type LedgerDirection,
  type LedgerKind,
  type MovementExportFormat,
  type MovementExportQuery,
  type MovementFilters,
  type MovementListQuery,
  MONEY_TEXT,
  amountsInOrder,
} from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';

/**
 * Movimientos as the address bar holds it (docs/rules/finance-reports.md#movements): the filters, the page
 * size, and the keyset cursors of the pages walked through, so "Anterior" goes back without the server
 * knowing about previous pages.
 */
export interface MovementListState {
  accountId: string;
  direction: LedgerDirection | '';
  kind: LedgerKind | '';
  concept: string;
  /** Lima days (YYYY-MM-DD) of `operated_on`, inclusive. */
  from: string;
  to: string;
  minAmount: string;
  maxAmount: string;
  q: string;
  pageSize: number;
  /** The cursor of each page after the first, in order; the last one is the page on screen. */
  cursors: number[];
}

export type MovementFilterKey = Exclude<keyof MovementListState, 'pageSize' | 'cursors'>;
export type MovementFilterPatch = Partial<Pick<MovementListState, MovementFilterKey>>;

export const DEFAULT_MOVEMENT_LIST: MovementListState = {
  accountId: '',
  direction: '',
  kind: '',
  concept: '',
  from: '',
  to: '',
  minAmount: '',
  maxAmount: '',
  q: '',
  pageSize: MOVEMENT_PAGE_SIZES[0],
  cursors: [],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = MONEY_TEXT;
const ID = /^[1-9]\d{0,11}$/;
/** A walk deeper than this starts over from a shorter trail (the address stays readable). */
const MAX_CURSORS = 200;

/** Reads the list from a query string; anything unreadable falls back to its default. */
export function readMovementList(search: URLSearchParams): MovementListState {
  const text = (name: string, pattern: RegExp) => {
    const value = search.get(name) ?? '';
    return pattern.test(value) ? value : '';
  };
  const pageSize = Number(search.get('limit'));
  const cursors = (search.get('cursors') ?? '')
    .split(',')
    .filter((part) => ID.test(part))
    .map(Number)
    .slice(-MAX_CURSORS);
  return {
    accountId: text('accountId', ID),
    direction: oneOf(search.get('direction'), LEDGER_DIRECTIONS),
    kind: oneOf(search.get('kind'), LEDGER_KINDS),
    concept: (search.get('concept') ?? '').trim().slice(0, 60),
    from: text('from', DAY),
    to: text('to', DAY),
    minAmount: text('minAmount', AMOUNT),
    maxAmount: text('maxAmount', AMOUNT),
    q: (search.get('q') ?? '').trim().slice(0, 60),
    pageSize: (MOVEMENT_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_MOVEMENT_LIST.pageSize,
    cursors,
  };
}

const FILTER_KEYS = [
  'accountId',
  'direction',
  'kind',
  'concept',
  'from',
  'to',
  'minAmount',
  'maxAmount',
  'q',
] as const satisfies readonly MovementFilterKey[];

/** The query string of a view; defaults are left out so the address stays short. */
export function writeMovementList(state: MovementListState): URLSearchParams {
  const search = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = state[key].trim();
    if (value) search.set(key, value);
  }
  if (state.pageSize !== DEFAULT_MOVEMENT_LIST.pageSize) search.set('limit', String(state.pageSize));
  if (state.cursors.length > 0) search.set('cursors', state.cursors.join(','));
  return search;
}

/** A filter changed: back to the first page, as the old cursors belong to another set of rows. */
export const withMovementFilters = (
  state: MovementListState,
  patch: MovementFilterPatch,
): MovementListState => ({ ...state, ...patch, cursors: [] });

export const clearMovementFilters = (state: MovementListState): MovementListState => ({
  ...DEFAULT_MOVEMENT_LIST,
  pageSize: state.pageSize,
});

export const hasMovementFilters = (state: MovementListState): boolean =>
  FILTER_KEYS.some((key) => state[key].trim() !== '');

/** How many filters hide behind "Más filtros" on a phone (all but the search). */
export const hiddenFilterCount = (state: MovementListState): number =>
  FILTER_KEYS.filter((key) => key !== 'q' && state[key] !== '').length;

export const nextPage = (state: MovementListState, cursor: number): MovementListState => ({
  ...state,
  cursors: [...state.cursors, cursor].slice(-MAX_CURSORS),
});

export const previousPage = (state: MovementListState): MovementListState => ({
  ...state,
  cursors: state.cursors.slice(0, -1),
});

export const withPageSize = (state: MovementListState, pageSize: number): MovementListState => ({
  ...state,
  pageSize,
  cursors: [],
});

/** 1-based number of the page on screen. */
export const pageNumber = (state: MovementListState): number => state.cursors.length + 1;

/** The filters the list and the export read; ranges out of order are not sent. */
export function toMovementFilters(state: MovementListState): MovementFilters {
  const datesInOrder = !state.from || !state.to || state.from <= state.to;
  const amountsFit = amountsInOrder(state.minAmount, state.maxAmount);
  const filters: Record<string, string> = {};
  for (const key of FILTER_KEYS) {
    const value = state[key].trim();
    if (value) filters[key] = value;
  }
  if (!datesInOrder) delete filters.to;
  if (!amountsFit) delete filters.maxAmount;
  return filters as MovementFilters;
}

export function toMovementListQuery(state: MovementListState): MovementListQuery {
  const cursor = state.cursors.at(-1);
  return {
    ...toMovementFilters(state),
    ...(cursor !== undefined && { cursor: String(cursor) }),
    limit: String(state.pageSize),
  };
}

export const toMovementExportQuery = (
  state: MovementListState,
  format: MovementExportFormat,
): MovementExportQuery => ({ ...toMovementFilters(state), format });
