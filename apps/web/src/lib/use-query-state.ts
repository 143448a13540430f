import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * A list screen's state kept in the query string: each change is a history entry, so back and forward
 * step through the views, and reload or a shared link opens the same one.
 *
 * Router updates render as transitions, so two quick changes (a search typed, then a status picked)
 * could each start from the same old address and the second would undo the first: changes apply to the
 * last address asked for, not to the last one rendered.
 */
export function useQueryState<T>(
  search: URLSearchParams,
  read: (query: URLSearchParams) => T,
  write: (state: T) => URLSearchParams,
) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = search.toString();
  const state = useMemo(() => read(new URLSearchParams(query)), [read, query]);
  const latest = useRef(query);
  // Back, forward or a link: what is on screen becomes the starting point again.
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);

  const update = useCallback(
    (change: (current: T) => T, options: { replace?: boolean } = {}) => {
      const nextQuery = write(change(read(new URLSearchParams(latest.current)))).toString();
      if (nextQuery === latest.current) return;
      latest.current = nextQuery;
      void navigate(
        { pathname, search: nextQuery ? `?${nextQuery}` : '' },
        { replace: options.replace ?? false },
      );
    },
    [navigate, pathname, read, write],
  );
  return [state, update] as const;
}
