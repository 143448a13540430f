import { defineConfig } from 'vitest/config';
import suite from './vitest.config.ts';

// npm run mutate (scripts/mutate.mjs): the suite's settings, running only the test files of the module under
// mutation, which the script names in MUTATE_TESTS.
export default defineConfig({
  ...suite,
  test: { ...suite.test, include: (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean) },
});
