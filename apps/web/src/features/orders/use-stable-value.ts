import { useMemo } from 'react';

/** The value, kept the same object while it stays equal by JSON: memoized children then skip re-rendering. */
export function useStableValue<T>(value: T): T {
  const serialized = JSON.stringify(value);
  return useMemo(() => JSON.parse(serialized) as T, [serialized]);
}
