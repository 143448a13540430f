import { ORDER_STATUS, type OrderStatus } from '@cambix/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../src/platform/db/client.ts';
import type { orders } from '../../src/platform/db/schema/index.ts';
import { settings } from '../../src/platform/db/schema/index.ts';
import { forgetSettings } from '../../src/modules/settings/get-settings.ts';
import { insertCustomer } from './admin-customers.ts';
import { multipart, photo } from './multipart.ts';
import { insertOrder, insertOrderFile } from './order-rows.ts';
import type { TestApp } from './test-app.ts';

type Headers = Record<string, string>;
type NewOrder = typeof orders.$inferInsert;

/** A fresh customer's order already in `status`, with the customer's voucher on file (as finalize leaves it). */
export async function orderInStatus(t: TestApp, status: OrderStatus, overrides: Partial<NewOrder> = {}) {
  const customer = await insertCustomer(t.ctx, { accountStatus: 'ACTIVO' });
  const now = t.clock.now();
  const order = await insertOrder(t.ctx, customer.id, {
    status,
    statusChangedAt: now,
    ...(status === ORDER_STATUS.TEMPORAL ? {} : { finalizedAt: now, customerOperationNumber: '778899' }),
    ...overrides,
  });
  await insertOrderFile(t.ctx, order.id);
  return { customer, order };
}

/** POST one of the JSON staff actions (approve, reject, observe, cancel). */
export const staffAction = (
  t: TestApp,
  headers: Headers,
  orderId: number,
  action: 'approve' | 'reject' | 'observe' | 'cancel',
  payload: Record<string, unknown>,
) => t.app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/${action}`, headers, payload });

/** POST a payout: an operation number and a voucher photo unless told otherwise (`voucher: null`: no file). */
export async function payout(
  t: TestApp,
  headers: Headers,
  orderId: number,
  options: { fields?: Record<string, string>; voucher?: Buffer | null } = {},
) {
  const data = options.voucher === undefined ? await photo('#0f766e') : options.voucher;
  const form = multipart(
    options.fields ?? { operationNumber: 'OP-5551' },
    data ? { name: 'transferencia.jpg', data } : undefined,
  );
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/payout`,
    headers: { ...headers, ...form.headers },
    payload: form.payload,
  });
}

/** Sets the four-eyes rule of Ajustes (limits section) and drops the cached copy. */
export async function setFourEyes(t: TestApp, fourEyes: boolean) {
  const [row] = await t.ctx.db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'limits'));
  await t.ctx.db
    .update(settings)
    .set({ value: { ...(row?.value as object), fourEyes } })
    .where(eq(settings.key, 'limits'));
  await forgetSettings(t.ctx, 'limits');
}

async function sessionsWaitingOnLocks(tx: Tx): Promise<number> {
  // Activity is read once per transaction unless the snapshot is dropped.
  await tx.execute(sql`select pg_stat_clear_snapshot()`);
  const [row] = await tx
    .select({ waiting: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return Number(row?.waiting ?? 0);
}

/**
 * Runs `requests` so that they really overlap. On PostgreSQL a transaction holds the rows `lock` takes
 * until `waiters` sessions are blocked behind it (or a few seconds pass), then lets them all go at once.
 * PGlite has one connection and runs transactions one at a time, so there they simply run together.
 */
export async function overlapping<T>(
  t: TestApp,
  lock: (tx: Tx) => Promise<unknown>,
  waiters: number,
  requests: () => Promise<T>,
): Promise<T> {
  if (t.ctx.dbDriver !== 'postgres') return requests();
  let running: Promise<T> | undefined;
  await t.ctx.db.transaction(async (tx) => {
    await lock(tx);
    running = requests();
    for (let attempt = 0; attempt < 200 && (await sessionsWaitingOnLocks(tx)) < waiters; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  });
  return running!;
}

/**
 * Starts `requests` one at a time, each once the ones before are blocked (on PostgreSQL: on `lock`, held here,
 * or on what an earlier request holds), then lets them go; their answers in that order. The waits queue in
 * the order the requests started. PGlite runs transactions one at a time, so there they run one after another.
 */
export async function eachBehindTheLast<T>(
  t: TestApp,
  lock: (tx: Tx) => Promise<unknown>,
  requests: (() => Promise<T>)[],
): Promise<T[]> {
  if (t.ctx.dbDriver !== 'postgres') {
    const answers: T[] = [];
    for (const request of requests) answers.push(await request());
    return answers;
  }
  const running: Promise<T>[] = [];
  await t.ctx.db.transaction(async (tx) => {
    await lock(tx);
    for (const request of requests) {
      running.push(request());
      for (let attempt = 0; attempt < 200 && (await sessionsWaitingOnLocks(tx)) < running.length; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  });
  return Promise.all(running);
}
