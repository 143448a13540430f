import { userEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { logout, startSession, useSessionStore } from './session-store.ts';
import { loadUserState } from './user-state.ts';
import { mockEndpoint, networkFailure, refuse } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();

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

  it('ends the session when the server refuses the check, or when a waiting guard cannot get it', async () => {
    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(mockEndpoint(userEndpoints.state, () => refuse('AUTH_TOKEN_INVALID', 'x', 401)));
    await loadUserState({ background: true });
    expect(useSessionStore.getState().token).toBeNull();

    startSession(sessionFor('Cliente', { state: 0 }));
    server.use(mockEndpoint(userEndpoints.state, () => networkFailure()));
    await loadUserState();
    expect(useSessionStore.getState().token).toBeNull();
  });
});
