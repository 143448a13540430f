import path from 'node:path';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { expireTemporaryOrders } from './modules/orders/expire-temporary-orders.ts';
import { recomputeAgedRisk } from './modules/compliance-risk/index.ts';
import { applyRetention } from './modules/personal-data/index.ts';
import { getSettings } from './modules/settings/index.ts';
import { SUMMARY_SWEEP_MS, sendDailySummaries } from './modules/receipts/index.ts';
import { carryOverQueuedWebhooks, partnerEventRecorder } from './modules/partners-webhooks/index.ts';
import type { AppContext } from './platform/context.ts';
import { DependencyUnreachableError } from './platform/db/reach-postgres.ts';
import { ConfigError, loadConfig, type Config } from './platform/env.ts';
import { carryOverQueuedMail } from './platform/carry-over-queued-mail.ts';
import { createEventBus } from './platform/events.ts';
import { openJobQueue } from './platform/job-queue.ts';
import { startRepeatingJob, type RepeatingJob } from './platform/jobs.ts';
import { createLogger } from './platform/logger.ts';
import { createMailDelivery } from './platform/mail.ts';
import { createMailer } from './platform/mail-queue.ts';
import { closeRedis, connectRedis } from './platform/redis.ts';
import { createReceiptSender } from './platform/receipt-sender.ts';
import { createSharedCache } from './platform/shared-cache.ts';
import { sunatConnection } from './platform/sunat/sunat-sender.ts';
import { createDiskStorage } from './platform/storage.ts';
import { loadKeys } from './platform/security/keys.ts';
import { createClock } from './platform/test-clock.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/demo-accounts.ts';
import { seedDemoHistory } from './seed/demo-history.ts';

const SHUTDOWN_GRACE_MS = 10_000;
/** What a job in progress gets to finish at shutdown; then it is failed, to be tried again (decision 145). */
const JOBS_GRACE_MS = 5_000;

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

function printWelcome(config: Config, embedded: boolean): void {
  const lines = [`\n  ${config.appName} está listo en ${config.appUrl}`];
  if (embedded && config.seedDemo) {
    lines.push(
      `\n  Cuentas de demostración (contraseña ${DEMO_PASSWORD}; ingresa con el documento o el correo):`,
    );
    const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.label.length));
    for (const account of DEMO_ACCOUNTS) {
      lines.push(`    ${account.label.padEnd(width)} ${account.dni}  ${account.email}`);
    }
  }
  console.info(`${lines.join('\n')}\n`);
}

async function main(): Promise<void> {
  const config = readConfig();
  const log = createLogger(config.logLevel);
  const { database, demoCreated } = await prepareDatabase(config, {
    demo: config.seedDemo,
    demoHistory: config.seedDemoHistory,
  });
  // Redis down at start is the same degradation as Redis down later: start, warn, share when it returns.
  const redis = config.redisUrl ? connectRedis(config.redisUrl, log) : undefined;
  const jobs = await openJobQueue({ database, log });
  const now = createClock(config.testClockFile);
  const ctx: AppContext = {
    config,
    db: database.db,
    dbDriver: database.driver,
    keys: loadKeys({
      jwtSecret: config.jwtSecret,
      privateKeyPem: config.authPrivateKey,
      dataDir: config.dataDir,
    }),
    receiptSender: createReceiptSender(config.receiptSender, await sunatConnection(config, now)),
    jobs,
    mailer: await createMailer({
      jobs,
      deliver: createMailDelivery({
        smtpUrl: config.smtpUrl,
        outboxDir: path.join(config.dataDir, 'outbox'),
        from: config.mailFrom,
        replyTo: async () => (await getSettings(ctx, 'contact')).email,
        log,
      }),
      log,
    }),
    storage: createDiskStorage(path.join(config.dataDir, 'uploads')),
    cache: await createSharedCache({ redis, log }),
    events: createEventBus(log),
    partnerEvents: partnerEventRecorder,
    log,
    now,
  };
  // Before the app listens, so nobody sees the demo half made; only into the database the demo was just made in.
  if (demoCreated && config.seedDemoHistory) {
    const started = Date.now();
    const seeded = await seedDemoHistory(ctx, ctx.now());
    if (seeded) log.info({ orders: seeded.orders, ms: Date.now() - started }, 'demo history seeded');
  }
  const app = await buildApp(ctx, { redis });
  // What was queued before the job queue existed goes to it once (decision 145).
  const carried = (await carryOverQueuedMail(ctx.db, jobs)) + (await carryOverQueuedWebhooks(ctx));
  if (carried > 0) log.info({ jobs: carried }, 'queued mail and webhooks handed to the job queue');
  await app.listen({ host: config.host, port: config.port });
  printWelcome(config, database.driver === 'pglite');
  // The deadline lives in the database, so a restart only delays the marking until the first sweep.
  const expiryJob: RepeatingJob | null =
    config.orderExpirySweepSeconds > 0
      ? startRepeatingJob({
          name: 'order-expiry',
          everyMs: config.orderExpirySweepSeconds * 1000,
          run: () => expireTemporaryOrders(ctx),
          log,
        })
      : null;

  // The retention table, sign-in records included: every 15 minutes, each deletion logged (decision 173).
  const retentionJob = startRepeatingJob({
    name: 'retention',
    everyMs: 15 * 60_000,
    run: () => applyRetention(ctx),
    log,
  });
  // Hourly, so a level time changed is right within an hour of Lima's midnight (decision 166).
  const riskAgingJob = startRepeatingJob({
    name: 'risk-aging',
    everyMs: 60 * 60_000,
    run: () => recomputeAgedRisk(ctx),
    log,
  });

  // The boletas' daily summaries and their CDRs; the state is in the rows (decision 171).
  const dailySummaryJob = startRepeatingJob({
    name: 'sunat-daily-summary',
    everyMs: SUMMARY_SWEEP_MS,
    run: () => sendDailySummaries(ctx),
    log,
  });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const force = setTimeout(() => {
      log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      await expiryJob?.stop();
      await retentionJob.stop();
      await riskAgingJob.stop();
      await dailySummaryJob.stop();
      await app.close();
      await jobs.stop(JOBS_GRACE_MS);
      if (redis) await closeRedis(redis);
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', (signal) => void shutdown(signal));
  process.once('SIGINT', (signal) => void shutdown(signal));
}

main().catch((error: unknown) => {
  if (error instanceof DependencyUnreachableError) {
    console.error(`No se pudo iniciar el servidor: ${error.message}`);
    process.exit(1);
  }
  console.error('No se pudo iniciar el servidor:', error);
  process.exit(1);
});
