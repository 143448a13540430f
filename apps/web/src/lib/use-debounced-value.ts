import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `delay` ms (compared by JSON, so a new equal object waits no more). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  const serialized = JSON.stringify(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(JSON.parse(serialized) as T), delay);
    return () => clearTimeout(timer);
  }, [serialized, delay]);
  return settled;
}
