import { authEndpoints, profileEndpoints } from '@cambix/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiCall } from '@/lib/api-client.ts';
import { sessionFor } from '../../../test/fixtures.ts';
import { mockEndpoint, refuse } from '../../../test/mock-endpoint.ts';
import { setupApiServer } from '../../../test/msw.ts';
import { startSessionLifecycle } from './session-lifecycle.ts';
import { logout, startSession, useSessionStore } from './session-store.ts';

const server = setupApiServer();
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  logout();
});

const privacy = { documento: 'privacidad', version: 2, fecha: '2026-12-03', ruta: '/privacidad' } as const;

describe('a session held for texts this tab did not know of (decision 167)', () => {
  it('reads the session again, whose pending list opens the dialog, and stays signed in', async () => {
    startSession(sessionFor('Cliente', { token: 'held' }));
    const reads: unknown[] = [];
    server.use(
      mockEndpoint(profileEndpoints.profile, () =>
        refuse('CONSENT_REQUIRED', 'Actualizamos nuestros términos o nuestra política de privacidad.', 428),
      ),
      mockEndpoint(authEndpoints.me, async ({ request }) => {
        reads.push(await request.json());
        return sessionFor('Cliente', { token: 'fresh', consentimientos_pendientes: [privacy] });
      }),
    );
    stop = startSessionLifecycle();
    await expect(apiCall(profileEndpoints.profile)).rejects.toMatchObject({ code: 'CONSENT_REQUIRED' });
    await vi.waitFor(() => expect(useSessionStore.getState().consentimientos_pendientes).toEqual([privacy]));
    expect(reads).toEqual([{ token: 'held' }]);
    expect(useSessionStore.getState().token).toBe('held');
  });
});
