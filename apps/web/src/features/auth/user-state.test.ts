import { userEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { logout, startSession, useSessionStore } from './session-store.ts';
import { RETRY_UNREACHED_MS } from './session-call-failure.ts';
import { loadUserState } from './user-state.ts';
import { mockEndpoint, networkFailure, rawReply, refuse } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();

/** A customer whose KYC step the tab does not know yet (a guard waits for it). */
function signedInWithUnknownStep(): void {
  startSession(sessionFor('Cliente', { state: 0 }));
  useSessionStore.setState({ userState: null });
}

afterEach(() => logout());

describe('the KYC-step check (docs/rules/route-guards.md#kyc-step-check)', () => {
  it('takes the step the server answers', async () => {
    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(mockEndpoint(userEndpoints.state, () => [{ state: 2 }]));
    await loadUserState({ background: true });
    expect(useSessionStore.getState().userState).toBe(2);
  });

  it('keeps the session when a background re-check never reaches the server', async () => {
    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(mockEndpoint(userEndpoints.state, () => networkFailure()));
    await loadUserState({ background: true });
    expect(useSessionStore.getState()).toMatchObject({ userState: 0 });
    expect(useSessionStore.getState().token).not.toBeNull();
  });

  it('keeps the session when the answer to a re-check is cut off on the way (the page left while it came)', async () => {
    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(
      mockEndpoint(userEndpoints.state, () =>
        rawReply(
          new Response(
            new ReadableStream({
              start: (controller) => controller.error(new TypeError('network error')),
            }),
            { status: 200, headers: { 'Content-Type': 'application/json' } },
          ),
        ),
      ),
    );
    await loadUserState({ background: true });
    expect(useSessionStore.getState()).toMatchObject({ userState: 0 });
    expect(localStorage.getItem('token')).not.toBeNull();
  });

  it('ends the session when the server refuses the check, in the background or while a guard waits', async () => {
    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(mockEndpoint(userEndpoints.state, () => refuse('AUTH_TOKEN_INVALID', 'x', 401)));
    await loadUserState({ background: true });
    expect(useSessionStore.getState().token).toBeNull();

    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(mockEndpoint(userEndpoints.state, () => refuse('USER_NOT_FOUND', 'x', 404)));
    await loadUserState();
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('keeps a waiting guard waiting when the check never reaches the server, and asks again once back online', async () => {
    signedInWithUnknownStep();
    let calls = 0;
    server.use(
      mockEndpoint(userEndpoints.state, () => {
        calls += 1;
        return calls === 1 ? networkFailure() : [{ state: 0 }];
      }),
    );
    await loadUserState();
    // Left while it ran (a reload, a full-page link) or offline: the session stands, the guard waits.
    expect(useSessionStore.getState()).toMatchObject({ userState: null, loading: true });
    expect(useSessionStore.getState().token).not.toBeNull();
    expect(localStorage.getItem('token')).not.toBeNull();

    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() =>
      expect(useSessionStore.getState()).toMatchObject({ userState: 0, loading: false }),
    );
    expect(calls).toBe(2);
  });

  it('asks again after a while when the browser never says it is back online', async () => {
    vi.useFakeTimers();
    try {
      signedInWithUnknownStep();
      let calls = 0;
      server.use(
        mockEndpoint(userEndpoints.state, () => {
          calls += 1;
          return calls === 1 ? networkFailure() : [{ state: 2 }];
        }),
      );
      await loadUserState();
      await vi.advanceTimersByTimeAsync(RETRY_UNREACHED_MS - 1);
      expect(calls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(useSessionStore.getState().userState).toBe(2));
      expect(calls).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not ask again for a session that ended while it waited', async () => {
    signedInWithUnknownStep();
    let calls = 0;
    server.use(
      mockEndpoint(userEndpoints.state, () => {
        calls += 1;
        return networkFailure();
      }),
    );
    await loadUserState();
    logout();
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toBe(1);
  });
});
