import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './support/free-port.ts';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe('server.ts start-up', () => {
  it('stops with a line naming PostgreSQL and its host when the database does not answer', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-start-'));
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
});
