import { userEndpoints } from '@cambix/contract';
import { ApiError, apiCall } from '@/lib/api-client.ts';
import { logout, sessionGeneration, useSessionStore } from './session-store.ts';

let inFlight: Promise<number> | null = null;

/**
 * `GET /api/stateUser/{id}` answers `[{ state }]` (docs/rules/api-and-errors.md#response-envelope); one
 * request at a time.
 */
function fetchUserState(userId: number): Promise<number> {
  inFlight ??= apiCall(userEndpoints.state, { params: { userId: String(userId) } })
    .then((rows) => {
      const state = rows[0]?.state;
      if (typeof state !== 'number') throw new Error('stateUser answered without a state');
      return state;
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/**
 * Per-route check (docs/rules/route-guards.md#kyc-step-check): when the state is unknown it is fetched while
 * the guard waits; an error logs out. `background` re-checks a known state without making the guard wait
 * (shell start, docs/rules/route-guards.md#shell-start-re-check); a request that never reached the server
 * keeps the known state rather than ending the session.
 */
export async function loadUserState({ background = false }: { background?: boolean } = {}): Promise<void> {
  const { user } = useSessionStore.getState();
  if (!user) return;
  const started = sessionGeneration();
  if (!background) useSessionStore.setState({ loading: true });
  try {
    const state = await fetchUserState(user.id);
    if (started !== sessionGeneration()) return;
    useSessionStore.setState({ userState: state, loading: false });
  } catch (error) {
    if (started !== sessionGeneration()) return;
    if (background && error instanceof ApiError && error.code === 'NETWORK_ERROR') return;
    logout();
  }
}
