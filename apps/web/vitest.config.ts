import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

// A test that replaces one of the app's own modules (vi.mock) needs a module graph of its own: in the
// shared one, the module is already loaded by an earlier file. Lint allows vi.mock only in these files.
const OWN_MODULE_GRAPH = 'src/**/*.isolated.test.{ts,tsx}';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: './test/jsdom-with-node-files.ts',
    restoreMocks: true,
    // The suite runs alone (scripts/test.mjs), so it takes every core: vitest's default leaves one idle.
    maxWorkers: os.availableParallelism(),
    // A guard against a hung test, not a speed check (speed is `npm run bench`): a screen test that takes 2 s
    // on a quiet machine takes several times that on a loaded one, and must still pass.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'web',
          setupFiles: ['./test/setup.ts', './test/day-picker-loaded.tsx'],
          // One jsdom and one module graph per worker instead of per file: setting them up was half the
          // suite's CPU time. test/setup.ts puts back what a file may leave behind (DOM, storage, stores,
          // the socket, mocks).
          isolate: false,
          include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
          exclude: [...configDefaults.exclude, OWN_MODULE_GRAPH],
        },
      },
      {
        extends: true,
        test: { name: 'web, own module graph', include: [OWN_MODULE_GRAPH], setupFiles: ['./test/setup.ts'] },
      },
    ],
  },
});
