import { useQueryState } from '@/lib/use-query-state.ts';
import { readOrderListState, writeOrderListState } from './list-state.ts';

/** The staff order list's filters, in the address. */
export const useOrderListUrl = (search: URLSearchParams) =>
  useQueryState(search, readOrderListState, writeOrderListState);
