import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { readHistoryState, writeHistoryState, type HistoryState } from './history-filters.ts';

/**
 * Historial's state in the query string: each change is a history entry. Changes apply to the last
 * address asked for, not the last one rendered (router updates render as transitions).
 */
export function useHistoryUrl(search: URLSearchParams) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = search.toString();
  const state = useMemo(() => readHistoryState(new URLSearchParams(query)), [query]);
  const latest = useRef(query);
  useLayoutEffect(() => {
    latest.current = query;
  }, [query]);

  const update = useCallback(
    (change: (current: HistoryState) => HistoryState) => {
      const next = writeHistoryState(
        change(readHistoryState(new URLSearchParams(latest.current))),
      ).toString();
      if (next === latest.current) return;
      latest.current = next;
      navigate({ pathname, search: next ? `?${next}` : '' });
    },
    [navigate, pathname],
  );
  return [state, update] as const;
}
