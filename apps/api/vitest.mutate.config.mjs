import { defineConfig } from 'vitest/config';
import suite from './vitest.config.ts';
import { keepTestProcessAcrossMutants } from './test/support/mutate-warm-worker.ts';

// npm run mutate (scripts/mutate.mjs): the suite's settings, running only the test files of the module under
// mutation (MUTATE_TESTS), from the one database snapshot of the whole run (test/support/mutate-global-setup.ts).
export default defineConfig({
  ...suite,
  // MUTATE_COLD=1: a new test process per mutant, to compare outcomes after a Vitest upgrade (decision 146).
  plugins: process.env.MUTATE_COLD ? [] : [keepTestProcessAcrossMutants()],
  test: {
    ...suite.test,
    include: (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean),
    globalSetup: ['./test/support/mutate-global-setup.ts'],
    // A hanging mutant is stopped by Stryker's own timeout; a test is not failed for a busy machine.
    testTimeout: 120_000,
  },
});
