import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'jsdom',
    // One jsdom and one module graph per worker instead of per file: setting them up was half the suite's
    // CPU time. test/setup.ts puts back what a file may leave behind (DOM, storage, stores, mocks).
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    restoreMocks: true,
    // Screen tests click through lazy MUI pages; on a loaded two-core machine 5 s is too tight.
    testTimeout: 15_000,
  },
});
