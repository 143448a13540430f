import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/support/global-setup.ts'],
    setupFiles: ['./test/support/redis-per-worker.ts'],
    // One module graph per worker instead of per file: importing the app anew for each of 79 files was
    // more than half the suite's time. Each file builds its own app, database and clock (test/support),
    // so what a file could leave behind lives in those, not in modules.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
