import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { resetAppState } from './reset-app-state.ts';

// Screens load as lazy chunks; on a busy machine (CI runs the suites side by side) their first import in
// jsdom can take seconds. Waiting longer changes nothing when they work and still fails when they don't.
// defaultHidden: role queries skip jsdom's style walk over every ancestor (decision 155); what must be seen is
// asserted with toBeVisible.
configure({ asyncUtilTimeout: 15_000, defaultHidden: true });

// Staff screens open the shared Socket.IO connection; no test reaches a real server (the API and e2e tests
// cover the real socket path). A test that plays the server's push drives `lastFakeSocket()`.
vi.mock('socket.io-client', async () => {
  const { fakeIo } = await import('./fake-socket.ts');
  return { io: fakeIo };
});

afterEach(() => {
  cleanup();
  // Stores first: the persisted ones write their initial state to storage, which is then emptied.
  resetAppState();
  localStorage.clear();
  sessionStorage.clear();
});
