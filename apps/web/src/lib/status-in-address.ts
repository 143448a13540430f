import { oneOf } from './query-values.ts';

/**
 * A list's one status filter kept in the address as `?status=` (for `useQueryState`): reload, back and a
 * shared link open the same view; the default is left out, and anything unknown falls back to it.
 */
export function statusInAddress<T extends string>(values: readonly T[], fallback: T) {
  return {
    read: (search: URLSearchParams): T => oneOf(search.get('status'), values) || fallback,
    write: (status: T): URLSearchParams => new URLSearchParams(status === fallback ? {} : { status }),
  };
}
