import {
  CUSTOMER_PAGE_SIZES,
  DEFAULT_CUSTOMER_PAGE_SIZE,
  RISK_LEVELS,
  type CustomerRiskListQuery,
  type RiskLevel,
} from '@cambix/contract';
import { oneOf } from '@/lib/query-values.ts';

/** Cumplimiento › Riesgo as the address holds it: reload, back/forward and a shared link open the same view. */
export interface RiskListState {
  level: RiskLevel | 'all';
  q: string;
  /** 1-based. */
  page: number;
  /** Clientes' page sizes. */
  pageSize: number;
}

export const DEFAULT_RISK_LIST: RiskListState = {
  level: 'all',
  q: '',
  page: 1,
  pageSize: DEFAULT_CUSTOMER_PAGE_SIZE,
};

/** Reads the list from a query string; anything unreadable falls back to its default. */
export function readRiskList(search: URLSearchParams): RiskListState {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  return {
    level: oneOf(search.get('level'), RISK_LEVELS) || 'all',
    q: (search.get('q') ?? '').slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page < 1_000_000 ? page : 1,
    pageSize: (CUSTOMER_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_RISK_LIST.pageSize,
  };
}

/** The query string of a state; defaults are left out so the address stays short. */
export function writeRiskList(state: RiskListState): URLSearchParams {
  const search = new URLSearchParams();
  if (state.level !== 'all') search.set('level', state.level);
  if (state.q.trim()) search.set('q', state.q.trim());
  if (state.page !== 1) search.set('page', String(state.page));
  if (state.pageSize !== DEFAULT_RISK_LIST.pageSize) search.set('pageSize', String(state.pageSize));
  return search;
}

export function toRiskQuery(state: RiskListState): CustomerRiskListQuery {
  const q = state.q.trim();
  return {
    level: state.level,
    ...(q ? { q } : {}),
    page: String(state.page),
    pageSize: String(state.pageSize),
  };
}
