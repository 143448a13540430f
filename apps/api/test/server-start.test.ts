import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { APP_KEY_HEADER } from './support/test-app.ts';
import { inPostgresSuite } from './support/suites.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function newDataDir(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-start-'));
  dataDirs.push(dir);
  return dir;
}

async function waitForReady(url: string, child: ChildProcess): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await fetch(url).catch(() => null);
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.skipIf(inPostgresSuite)('server.ts start-up', () => {
  it('stops with a line naming PostgreSQL and its host when the database does not answer', async () => {
    const dataDir = await newDataDir();
    const deadPort = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://cambix:secreto@127.0.0.1:${deadPort}/cambix`,
      LOG_LEVEL: 'warn',
    };
    const child = spawn(tsx, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));

    expect(code).toBe(1);
    expect(output).toContain(
      `No se pudo iniciar el servidor: PostgreSQL no responde en 127.0.0.1:${deadPort} (DATABASE_URL)`,
    );
    expect(output).not.toContain('secreto');
  }, 60_000);

  // The start-up check of the Node npm scripts run on: the one the lockfile installs (decision 144).
  it(`starts on the embedded default under Node ${process.versions.node}, answers and stops on SIGTERM`, async () => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: await newDataDir(),
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      // The start-up itself is under test, not the demo's 90 days of orders.
      SEED_DEMO_HISTORY: 'false',
    };
    const child = spawn(tsx, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const ready = await waitForReady(`http://127.0.0.1:${port}/api/ready`, child);
      expect(ready.status).toBe(200);
      const banks = await fetch(`http://127.0.0.1:${port}/api/banks`, { headers: APP_KEY_HEADER });
      expect(banks.status).toBe(200);
      expect(((await banks.json()) as { data: unknown[] }).data).not.toHaveLength(0);
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 120_000);
});
