import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { ChallengeAnswer, Session } from '@cambix/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from '../../src/app.ts';
import type { AppContext } from '../../src/platform/context.ts';
import type { Database } from '../../src/platform/db/client.ts';
import { loadConfig, type Config } from '../../src/platform/env.ts';
import { createEventBus, type EventBus } from '../../src/platform/events.ts';
import { createLogger, type Logger } from '../../src/platform/logger.ts';
import { createMailDelivery, type DeliverMail } from '../../src/platform/mail.ts';
import { openJobQueue } from '../../src/platform/job-queue.ts';
import { createMailer } from '../../src/platform/mail-queue.ts';
import { createSharedCache } from '../../src/platform/shared-cache.ts';
import { createDiskStorage } from '../../src/platform/storage.ts';
import { readOutbox, type OutboxMail } from '../../src/platform/mail-outbox.ts';
import { getSettings } from '../../src/modules/settings/index.ts';
import { partnerEventRecorder } from '../../src/modules/partners-webhooks/index.ts';
import {
  createRecordingReceiptSender,
  type RecordingReceiptSender,
} from '../../src/platform/receipt-sender.ts';
import type { HostResolver } from '../../src/platform/security/outbound-address.ts';
import { encryptPassword } from '../../src/platform/security/password-decryption.ts';
import { loadKeys, type Keys } from '../../src/platform/security/keys.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/seed/demo-accounts.ts';
import { openTestDatabase } from './test-database.ts';
import { drainableJobs, queueClockOf } from './test-jobs.ts';

/** What a job in progress gets at close before it is failed, to be tried again: pg-boss's least. */
const JOBS_GRACE_MS = 1_000;

export const APP_KEY_HEADER = { authorization: 'AppKey cambix-web' } as const;

export type DemoRole =
  | 'admin'
  | 'colaborador'
  | 'externo'
  | 'externo2'
  | 'usuario'
  | 'cliente'
  | 'clienteNuevo'
  | 'clientePorActualizar';

const DEMO_DNI: Record<DemoRole, string> = {
  admin: '10000001',
  colaborador: '10000003',
  externo: '10000004',
  externo2: '10000006',
  usuario: '10000005',
  cliente: '40000001',
  clienteNuevo: '40000002',
  clientePorActualizar: '40000003',
};

export function demoAccount(role: DemoRole) {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.dni === DEMO_DNI[role]);
  if (!account) throw new Error(`no demo account for ${role}`);
  return account;
}

/** A clock the test moves by hand. */
export function createClock(start = new Date('2026-11-21T15:00:00Z')) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date: Date | string) => {
      current = new Date(date).getTime();
    },
    advance: (ms: number) => {
      current += ms;
    },
  };
}

let keys: Keys | undefined;

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  message: string;
  code?: string;
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  database: Database;
  clock: ReturnType<typeof createClock>;
  /** The test adapter every boleta is handed to after its commit (what would be sent to SUNAT). */
  receiptSender: RecordingReceiptSender;
  /** As the browser does: sealed at the server's (test clock's) time, with a fresh nonce. */
  encrypt(password: string): string;
  /** POST /api/auth/login through the real endpoint. */
  login(identifier: string, password?: string, challenge?: ChallengeAnswer): Promise<LightMyRequestResponse>;
  /** Authorization headers of a demo account, signed in through the real login. */
  authAs(role: DemoRole): Promise<{ authorization: string }>;
  sessionOf(role: DemoRole): Promise<Session>;
  /**
   * Runs the background jobs (mail, webhooks) due at the test clock's time in this instance, and waits for
   * them: pg-boss's database time and timers follow the test clock.
   */
  drain(): Promise<void>;
  /** The mails delivered so far, once what is queued and due has been delivered. */
  outbox(): Promise<OutboxMail[]>;
  /** Polls the outbox until a mail to `to` arrives (mails are sent after the response). */
  waitForMail(to: string, count?: number): Promise<OutboxMail>;
  close(): Promise<void>;
}

export function body<T = unknown>(response: LightMyRequestResponse): Envelope<T> {
  return response.json() as Envelope<T>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Extra routes registered before the app is ready, to exercise the platform itself. */
  routes?: (app: FastifyInstance, ctx: AppContext) => void;
  /** A Redis client, as server.ts passes one with REDIS_URL (rate limits, the socket adapter). */
  redis?: Redis;
  /** Another instance's database, as two instances behind a load balancer share one; its owner closes it. */
  database?: Database;
  /** A logger to read what the app logs (`createLogger(level, destination)`); silent otherwise. */
  log?: Logger;
  /** Wraps the embedded mail delivery, to make it fail or hang. */
  delivery?: (deliver: DeliverMail) => DeliverMail;
  /** Answers for names of partners' servers (the system's resolver otherwise). */
  resolveHost?: HostResolver;
  /** The in-process bus's stand-in: one that drops every event shows what must not hang on it. */
  events?: EventBus;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? (await openTestDatabase());
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'cambix-test-'));
  const outboxDir = path.join(dataDir, 'outbox');
  const clock = createClock();
  keys ??= loadKeys({ dataDir: null });
  const config: Config = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    ...options.config,
  };
  const log = options.log ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const receiptSender = createRecordingReceiptSender();
  const wrapDelivery = options.delivery ?? ((deliver: DeliverMail) => deliver);
  const queueClock = queueClockOf(database, clock.now());
  const { jobs, drain } = drainableJobs(
    await openJobQueue({ database, log, clock: queueClock.clock }),
    queueClock,
    clock.now,
  );
  const ctx: AppContext = {
    config,
    db: database.db,
    dbDriver: database.driver,
    keys,
    receiptSender,
    jobs,
    mailer: await createMailer({
      jobs,
      deliver: wrapDelivery(
        createMailDelivery({
          outboxDir,
          from: config.mailFrom,
          replyTo: async () => (await getSettings(ctx, 'contact')).email,
          log,
        }),
      ),
      log,
    }),
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    cache: await createSharedCache({ redis: options.redis, log }),
    events: options.events ?? createEventBus(log),
    partnerEvents: partnerEventRecorder,
    log,
    now: clock.now,
    ...(options.resolveHost ? { resolveHost: options.resolveHost } : {}),
  };
  const app = await buildApp(ctx, { redis: options.redis });
  options.routes?.(app, ctx);
  await app.ready();
  const sessions = new Map<DemoRole, Session>();

  const testApp: TestApp = {
    app,
    ctx,
    database,
    clock,
    receiptSender,
    encrypt: (password) => encryptPassword(ctx.keys, password, clock.now()),
    login: (identifier, password = DEMO_PASSWORD, challenge) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: APP_KEY_HEADER,
        payload: { dni: identifier, password: encryptPassword(ctx.keys, password, clock.now()), challenge },
      }),
    async sessionOf(role) {
      const cached = sessions.get(role);
      if (cached) return cached;
      const response = await testApp.login(DEMO_DNI[role]);
      if (response.statusCode !== 200) throw new Error(`login as ${role} failed: ${response.body}`);
      const session = body<Session>(response).data;
      sessions.set(role, session);
      return session;
    },
    async authAs(role) {
      return { authorization: `Bearer ${(await testApp.sessionOf(role)).token}` };
    },
    drain,
    async outbox() {
      await drain();
      return readOutbox(outboxDir);
    },
    async waitForMail(to, count = 1) {
      await drain();
      for (let attempt = 0; attempt < 100; attempt++) {
        const mails = (await readOutbox(outboxDir)).filter((mail) => mail.to.includes(to));
        const mail = mails[count - 1];
        if (mail) return mail;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no mail #${count} to ${to}`);
    },
    async close() {
      await app.close();
      await jobs.stop(JOBS_GRACE_MS);
      if (!options.database) await database.close();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
  return testApp;
}
