import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Screens load as lazy chunks; on a busy machine (CI runs the suites side by side) their first import in
// jsdom can take seconds. Waiting longer changes nothing when they work and still fails when they don't.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
