import { authEndpoints } from '@cambix/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessionFor } from '../../../test/fixtures.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { handleStorageEvent } from './cross-tab-sync.ts';
import { logout, startSession, useSessionStore } from './session-store.ts';
import { mockEndpoint, type MockReply, networkFailure } from '../../../test/mock-endpoint.ts';

const server = setupApiServer();

/** Records each `POST /api/auth/logout` and its bearer token; answers with `answer`. */
function serverLogouts(answer: () => null | MockReply = () => null) {
  const tokens: (string | null)[] = [];
  server.use(
    mockEndpoint(authEndpoints.logout, ({ request }) => {
      tokens.push(request.headers.get('authorization'));
      return answer();
    }),
  );
  return tokens;
}

describe('logout (decision 062)', () => {
  it('ends the session on the server with the token it drops, without waiting for the answer', async () => {
    const tokens = serverLogouts();
    startSession(sessionFor('Cliente', { token: 'jwt-of-this-session' }));
    logout();
    // Forgotten here at once, before the server has answered.
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    await expect.poll(() => tokens).toEqual(['Bearer jwt-of-this-session']);
  });

  it('still signs out here when the server cannot be reached', async () => {
    const tokens = serverLogouts(() => networkFailure());
    startSession(sessionFor('Administrador', { token: 'jwt-staff' }));
    logout();
    expect(useSessionStore.getState().user).toBeNull();
    await expect.poll(() => tokens).toHaveLength(1);
    expect(useSessionStore.getState().user).toBeNull();
  });

  it('does not call the server again for a logout another tab already made', () => {
    startSession(sessionFor('Cliente', { token: 'jwt-shared' }));
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    localStorage.removeItem('token');
    handleStorageEvent(
      new StorageEvent('storage', { key: 'token', newValue: null, storageArea: localStorage }),
    );
    expect(useSessionStore.getState().user).toBeNull();
    // A call would have started synchronously (the request is built before the first await).
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});
