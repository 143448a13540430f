import { defineConfig } from 'vitest/config';

// npm run mutate (scripts/mutate.mjs): only the test files of the module under mutation, named in MUTATE_TESTS.
export default defineConfig({
  test: { include: (process.env.MUTATE_TESTS ?? '').split(',').filter(Boolean) },
});
