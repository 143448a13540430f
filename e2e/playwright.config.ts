import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4321);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  // Every test makes the data it needs, so `npm test` may split the tests one by one between its two parts
  // (each with its own server): the long walks and the axe pages then fall to both. One worker per part.
  fullyParallel: true,
  workers: 1,
  // A test that fails and then passes counts as passed but is named in the summary ("passed on a second
  // try"), with its first failure's page printed (support/failure-context-reporter.ts): decision 123.
  retries: 1,
  timeout: 60_000,
  // Tests never fail on timing: a page's first paint in a fresh context, with the other part and its server
  // busy on both cores, has taken over 10 s (staff-customers' "Clientes" heading at load 11).
  expect: { timeout: 20_000 },
  // After the list, what the page showed when a test failed (CI keeps the output, not the screenshots);
  // npm test also asks for the JSON its summary reads.
  reporter: [
    ['list'],
    ['./support/failure-context-reporter.ts'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  // One folder per port: two parts running side by side each clear their own at start.
  outputDir: `./test-results/${port}`,
  use: {
    baseURL,
    locale: 'es-PE',
    timezoneId: 'America/Lima',
    // Every context would precache the whole build (a third of the suite's CPU); tests/service-worker.spec.ts
    // allows it and checks it.
    serviceWorkers: 'block',
    // Recording a trace costs every test CPU, and CI keeps no traces: only a second try records one.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node support/serve.mjs',
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
