// The app as the benchmarks run it: in-process, silent, on a migrated database of its own.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppContext } from '../platform/context.ts';
import { openDatabase, type Database } from '../platform/db/client.ts';
import { loadConfig } from '../platform/env.ts';
import { createEventBus } from '../platform/events.ts';
import { createLogger } from '../platform/logger.ts';
import { createMailDelivery } from '../platform/mail.ts';
import { createMailer } from '../platform/mail-queue.ts';
import { loadKeys } from '../platform/security/keys.ts';
import { localReceiptSender } from '../platform/receipt-sender.ts';
import { createSharedCache } from '../platform/shared-cache.ts';
import { createDiskStorage } from '../platform/storage.ts';
import { seedDatabase } from '../seed/seed-database.ts';

export interface BenchApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  close(): Promise<void>;
}

/** PGlite in memory, or a throwaway database on the PostgreSQL server of `BENCH_DATABASE_URL`. */
async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const baseUrl = process.env.BENCH_DATABASE_URL;
  if (!baseUrl) return { database: await openDatabase({ dataDir: null }), drop: async () => {} };
  const name = `cambix_bench_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: await openDatabase({ url: url.toString() }),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    },
  };
}

export async function createBenchApp(options: { demo: boolean }): Promise<BenchApp> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-bench-'));
  const { database, drop } = await openBenchDatabase();
  await database.migrate();
  await seedDatabase(database.db, { demo: options.demo });
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const log = createLogger('silent');
  const ctx: AppContext = {
    config,
    db: database.db,
    dbDriver: database.driver,
    keys: loadKeys({ dataDir: null }),
    receiptSender: localReceiptSender,
    mailer: createMailer({
      db: database.db,
      deliver: createMailDelivery({ outboxDir: path.join(dataDir, 'outbox'), from: config.mailFrom, log }),
      log,
      now: () => new Date(),
    }),
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    cache: await createSharedCache({ log }),
    events: createEventBus(log),
    log,
    now: () => new Date(),
  };
  const app = await buildApp(ctx);
  return {
    app,
    ctx,
    database,
    async close() {
      await app.close();
      await database.close();
      await drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
