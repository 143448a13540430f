// What the instances of one deployment share, made for one bench and dropped after it: a PostgreSQL database
// and a Redis database of its own, the keys (a token signed on one instance is read on the other) and the
// data folder (uploads).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const POSTGRES = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * `label` names the database and folder; `redisUrl` is a Redis database the bench alone uses (flushed at
 * start and at the end); `env` adds to the instances' environment.
 */
export async function openSharedDeployment({ label, redisUrl, env = {} }) {
  const name = `cambix_${label}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const databaseUrl = Object.assign(new URL(POSTGRES), { pathname: `/${name}` }).toString();
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cambix-bench-${label}-`));
  return {
    databaseUrl,
    dataDir,
    env: {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      SEED_DEMO: 'true',
      JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
      AUTH_PRIVATE_KEY: crypto
        .generateKeyPairSync('rsa', { modulusLength: 2048 })
        .privateKey.export({ type: 'pkcs8', format: 'pem' }),
      ...env,
    },
    async close() {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
      await redis.flushdb();
      redis.disconnect();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
