import { userEndpoints } from '@cambix/contract';
import { apiCall } from '@/lib/api-client.ts';
import { endsSession, retryWhenReachable } from './session-call-failure.ts';
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
 * the guard waits; a refusal logs out, and a request that never reached the server is tried again while the
 * guard goes on waiting (decision 177). `background` re-checks a known state without making the guard wait
 * (shell start, docs/rules/route-guards.md#shell-start-re-check); unreached, it keeps the known state.
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
    if (endsSession(error)) logout();
    else if (!background) retryWhenReachable(() => void (started === sessionGeneration() && loadUserState()));
  }
}
