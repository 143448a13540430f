import { useQueryState } from '@/lib/use-query-state.ts';
import { readHistoryState, writeHistoryState } from './history-filters.ts';

/** Historial's filters, page and open order, in the address. */
export const useHistoryUrl = (search: URLSearchParams) =>
  useQueryState(search, readHistoryState, writeHistoryState);
