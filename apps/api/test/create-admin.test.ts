import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/platform/db/client.ts';
import { users } from '../src/platform/db/schema/index.ts';
import { verifyPassword } from '../src/platform/security/passwords.ts';
import { inPostgresSuite } from './support/suites.ts';

const cli = path.resolve(import.meta.dirname, '../src/cli/create-admin.ts');
const tsx = path.resolve(import.meta.dirname, '../../../node_modules/.bin/tsx');

function runCli(dataDir: string, answers: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    };
    delete env.DATABASE_URL;
    const child = spawn(tsx, [cli], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => resolve({ code, output }));
    child.stdin.end(answers.map((answer) => `${answer}\n`).join(''));
  });
}

let dataDir: string | undefined;
afterAll(async () => {
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(inPostgresSuite)('npm run create-admin', () => {
  it('asks again for a bad value, creates the first administrator, and refuses a second run', async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-admin-'));
    const first = await runCli(dataDir, [
      '',
      '1234',
      '45678912',
      'Rosa María',
      'Pérez',
      'López',
      'Rosa@Cambix.test',
      '',
      'debil',
      'ClaveFuerte1',
      'ClaveFuerte1',
    ]);
    expect(first.output).toMatch(/El DNI tiene 8 dígitos/);
    expect(first.output).toMatch(/al menos 8 caracteres/);
    expect(first.output).toMatch(/Administrador creado/);
    expect(first.code).toBe(0);

    const second = await runCli(dataDir, []);
    expect(second.code).toBe(1);
    expect(second.output).toMatch(/Ya existe un administrador/);

    const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      const [admin] = await database.db.select().from(users).where(eq(users.documentNumber, '45678912'));
      expect(admin).toMatchObject({
        roleId: 1,
        email: 'rosa@cambix.test',
        accountStatus: 'ACTIVO',
        kycStep: 0,
      });
      expect(await verifyPassword(admin?.passwordHash, 'ClaveFuerte1')).toBe(true);
    } finally {
      await database.close();
    }
  }, 90_000);
});
