import type { Database, Db } from './db/client.ts';
import type { Config } from './env.ts';
import type { EventBus } from './events.ts';
import type { JobQueue } from './job-queue.ts';
import type { Logger } from './logger.ts';
import type { Mailer } from './mail-queue.ts';
import type { PartnerEventRecorder } from './partner-events.ts';
import type { ReceiptSender } from './receipt-sender.ts';
import type { HostResolver } from './security/outbound-address.ts';
import type { Keys } from './security/keys.ts';
import type { SharedCache } from './shared-cache.ts';
import type { Storage } from './storage.ts';

/** What use cases and routes are given: every outside dependency, nothing global. */
export interface AppContext {
  config: Config;
  db: Db;
  dbDriver: Database['driver'];
  keys: Keys;
  /** Background work that must survive a restart: mail, partner webhooks (decision 145). */
  jobs: JobQueue;
  mailer: Mailer;
  /** Hands each committed boleta to the electronic-invoicing provider. */
  receiptSender: ReceiptSender;
  storage: Storage;
  /** What staff change in Ajustes, kept in memory and forgotten on every instance when it changes. */
  cache: SharedCache;
  /** After commit: sockets and notifications; a handler may fail or never run, so nothing durable hangs on it. */
  events: EventBus;
  /** In the use case's transaction: a partner's webhook events (decision 214). */
  partnerEvents: PartnerEventRecorder;
  log: Logger;
  now: () => Date;
  /**
   * Where new order and link codes come from (drawCode): a secure random source when absent. The demo
   * history gives a seeded generator, so every fresh demo shows the same orders; tests force a collision.
   */
  drawCode?: () => string;
  /** How names of partners' servers are resolved: the system's resolver when absent; tests give answers. */
  resolveHost?: HostResolver;
}

/** What reading a cached value needs: the instance's cache and its database. */
export type CacheReader = Pick<AppContext, 'cache' | 'db'>;
