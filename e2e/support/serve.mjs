// The app under test: `npm start` on a fresh embedded database of its own, seeded with the demo accounts.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Each port gets its own database and web build, so two runs (say, two developers' branches) never collide.
const port = process.env.E2E_PORT ?? '4321';
const dataDir = path.resolve(import.meta.dirname, '../.data', port);
fs.rmSync(dataDir, { recursive: true, force: true });
const server = spawn('node', [path.resolve(import.meta.dirname, '../../scripts/start.mjs')], {
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    DATA_DIR: dataDir,
    // npm test builds once for its parts side by side (E2E_WEB_DIST); they only read it.
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.resolve(import.meta.dirname, '../.web', port),
    PORT: port,
    HOST: '127.0.0.1',
    APP_URL: `http://127.0.0.1:${port}`,
    // Browsers refuse an IP address as a passkey's scope: tests/second-factor.spec.ts uses passkeys here.
    PASSKEY_ORIGIN: `http://localhost:${port}`,
    SEED_DEMO: 'true',
    // The demo's 90 days of orders would crowd the queues the tests read.
    SEED_DEMO_HISTORY: 'false',
    LOG_LEVEL: 'warn',
    // Tests that let a rate lock run out move the server's clock through this file (decision 124).
    TEST_CLOCK_FILE: path.join(dataDir, 'clock-offset'),
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
