import { useEffect, useState } from 'react';
import { serverNow } from './server-clock.ts';

/** Now by the server's clock, ticking every `everyMs` so countdowns and waiting times move on their own. */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serverNow()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
