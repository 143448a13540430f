import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readListState, writeListState, type CustomerListState } from './list-state.ts';

export type ListStateChange = (current: CustomerListState) => CustomerListState;

/**
 * The customer list's state lives in the query string: each change is a history entry, so back and
 * forward step through the views, and reload or a shared link opens the same one.
 *
 * Router updates render as transitions, so two quick changes (a search typed, then a status picked)
 * could each start from the same old address and the second would undo the first. Changes therefore
 * apply to the last address asked for, not to the last one rendered.
 */
export function useListUrl(search: URLSearchParams) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = search.toString();
  const state = useMemo(() => readListState(new URLSearchParams(query)), [query]);
  const latest = useRef(query);
  // Back, forward or a link: what is on screen becomes the starting point again.
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);

  const update = useCallback(
    (change: ListStateChange, options: { replace?: boolean } = {}) => {
      const current = readListState(new URLSearchParams(latest.current));
      const nextQuery = writeListState(change(current)).toString();
      if (nextQuery === latest.current) return;
      latest.current = nextQuery;
      navigate({ pathname, search: nextQuery ? `?${nextQuery}` : '' }, { replace: options.replace ?? false });
    },
    [navigate, pathname],
  );
  return [state, update] as const;
}
