import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';
import { inPostgresSuite } from './support/suites.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

async function waitForHealth(port: number, child: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not become healthy');
}

let dataDir: string | undefined;
let child: ChildProcess | undefined;
afterAll(async () => {
  child?.kill('SIGKILL');
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(inPostgresSuite)('server.ts', () => {
  it('finishes a request in flight on SIGTERM, refuses new ones, and exits cleanly', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-server-'));
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SEED_DEMO: 'false',
    };
    delete env.DATABASE_URL;
    child = spawn(tsx, [serverEntry], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => child?.on('exit', (code) => resolve(code)));
    await waitForHealth(port, child);

    // A request whose body is still arriving when the signal lands.
    const payload = JSON.stringify({ email: 'nadie@example.pe' });
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/recoverypassword',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(payload),
            authorization: 'AppKey cambix-web',
          },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      request.on('error', reject);
      request.write(payload.slice(0, 5));
      setTimeout(() => {
        child?.kill('SIGTERM');
        setTimeout(() => request.end(payload.slice(5)), 300);
      }, 300);
    });

    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.body)).toMatchObject({ success: true });
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(await exited).toBe(0);
    expect(output).toMatch(/shutting down/);
  }, 90_000);
});
