import { authEndpoints } from '@cambix/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockEndpoint } from './mock-endpoint.ts';

/** Every logout tells the server (not awaited); a test that cares about that call adds its own handler. */
const serverLogout = mockEndpoint(authEndpoints.logout, () => null);

/** One mock HTTP server per test file; any other request without a handler fails the test. */
export function setupApiServer() {
  const server = setupServer(serverLogout);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
