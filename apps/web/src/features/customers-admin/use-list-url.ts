import { useQueryState } from '@/lib/use-query-state.ts';
import { readListState, writeListState, type CustomerListState } from './list-state.ts';

export type ListStateChange = (current: CustomerListState) => CustomerListState;

/** The customer list's filters, sort and page, in the address. */
export const useListUrl = (search: URLSearchParams) => useQueryState(search, readListState, writeListState);
