import { useEffect } from 'react';

interface PagedState {
  /** 1-based. */
  page: number;
  pageSize: number;
}

/**
 * A page past the end (fewer rows since the link was shared): moves the address to the last page, in
 * place of the empty one.
 */
export function useLastPagePastEnd<S extends PagedState>(
  data: { items: readonly unknown[]; total: number } | undefined,
  state: S,
  update: (change: (current: S) => S, options: { replace?: boolean }) => void,
): void {
  const { page, pageSize } = state;
  useEffect(() => {
    if (!data || data.items.length > 0 || data.total === 0 || page === 1) return;
    const lastPage = Math.max(1, Math.ceil(data.total / pageSize));
    update((current) => ({ ...current, page: lastPage }), { replace: true });
  }, [data, page, pageSize, update]);
}
