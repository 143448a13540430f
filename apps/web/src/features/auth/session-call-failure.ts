import { ApiError } from '@/lib/api-client.ts';

/**
 * Whether a failed call that a session depends on (restore, user, KYC step) ends the session: only when the
 * server answered. A request that never reached it, or whose answer never came back (offline, or the page
 * being left while it ran), says nothing about the session, so the session stays (decision 177).
 */
export function endsSession(error: unknown): boolean {
  return !(error instanceof ApiError && error.code === 'NETWORK_ERROR');
}

/** How long a tab that could not reach the server waits before it tries again, unless it comes back online first. */
export const RETRY_UNREACHED_MS = 5_000;

/** Runs `retry` once: when the browser says it is online again, or after `RETRY_UNREACHED_MS`. */
export function retryWhenReachable(retry: () => void): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    window.removeEventListener('online', once);
    retry();
  };
  const timer = setTimeout(once, RETRY_UNREACHED_MS);
  window.addEventListener('online', once);
}
