import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../platform/context.ts';
import { banks, users } from '../platform/db/schema/index.ts';
import { createEventBus } from '../platform/events.ts';
import { limaDay, limaDayStart, shiftDay } from '../platform/lima-calendar.ts';
import type { Mailer } from '../platform/mail-queue.ts';
import { drawCode, expireTemporaryOrders } from '../modules/orders/index.ts';
import { DEMO_MOVEMENTS, recordDemoMovement } from './demo-finance.ts';
import { businessHoursOf, MINUTE_MS } from './demo-history-business-hours.ts';
import { HISTORY_CUSTOMERS, HISTORY_DAYS } from './demo-history-customers.ts';
import { fundPayouts, penAccountsOf } from './demo-history-fund-payouts.ts';
import { anaAsCustomer, insertCustomers } from './demo-history-insert-customers.ts';
import { orderSteps, staffOf, voucherImages } from './demo-history-order-steps.ts';
import { planOrders } from './demo-history-plan-orders.ts';
import { generator, SEED } from './demo-history-random.ts';
import { seedDemoRisk } from './demo-risk.ts';

export { BUSINESS_HOURS, businessHoursOf } from './demo-history-business-hours.ts';

// The demo's past (decisions 111, 112): about 90 days of orders, each moved through the same use cases a
// customer and staff use, on a clock set to when it happened, so every figure (ledger, boletas, points,
// referrals, notifications, reports) agrees with the orders. Drawn from a seeded generator: every fresh demo
// has the same orders, codes and amounts, only dated back from the day it starts.

/** Any fixed number besides the seed's and the expiry sweep's: two instances starting together seed once. */
const HISTORY_LOCK = 7_240_318;

/** Steps of all orders on one timeline, run oldest first. */
interface Step {
  at: Date;
  seq: number;
  run: () => Promise<void>;
}

/** A mailer that sends nothing: the customers of the past already had their mails. */
const silentMailer: Mailer = { enqueue: async () => undefined };

/**
 * Seeds the demo history of the `days` before `until` (the start), once: a database whose history customers
 * exist already is left alone. Returns how many orders it made, or null when it did nothing.
 */
export async function seedDemoHistory(
  base: AppContext,
  until: Date,
  { days = HISTORY_DAYS }: { days?: number } = {},
): Promise<{ orders: number } | null> {
  let clock = until;
  // The code drawn for the order being created; a code already taken, or a link's, is drawn at random.
  const codes: { next: string | null } = { next: null };
  const ctx: AppContext = {
    ...base,
    mailer: silentMailer,
    events: createEventBus(base.log),
    now: () => clock,
    drawCode: () => {
      const code = codes.next ?? drawCode({});
      codes.next = null;
      return code;
    },
  };
  const lastDay = limaDay(until);
  const { staff, adminId } = await staffOf(ctx);

  const customers = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${HISTORY_LOCK})`);
    const [already] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.documentNumber, HISTORY_CUSTOMERS[0]!.dni));
    if (already) return null;
    return [await anaAsCustomer(tx, lastDay), ...(await insertCustomers(tx, lastDay, adminId))];
  });
  if (!customers) return null;

  const bankRows = await ctx.db.select({ id: banks.id, code: banks.code }).from(banks);
  const bankIds = new Map(bankRows.map((row) => [row.code, row.id]));
  const accounts = await penAccountsOf(ctx);
  const vouchers = await voucherImages();

  const planned = planOrders(lastDay, days, customers, until);

  const steps: Step[] = [];
  let seq = 0;
  for (const order of planned) {
    for (const { at, run } of orderSteps(ctx, codes, order, staff, vouchers, bankIds))
      steps.push({ at, seq: seq++, run });
  }
  // The day's closing: the expiry sweep, the treasury's top-ups; and the demo's own manual movements.
  const random = generator(SEED + 1);
  for (let daysAgo = days; daysAgo >= 1; daysAgo--) {
    const day = shiftDay(lastDay, -daysAgo);
    const hours = businessHoursOf(day);
    if (!hours) continue;
    const closing = new Date(limaDayStart(day).getTime() + (hours.close - 10) * MINUTE_MS);
    steps.push({
      at: closing,
      seq: seq++,
      run: async () => {
        await expireTemporaryOrders(ctx);
        await fundPayouts(ctx, accounts, adminId, random);
      },
    });
  }
  for (const movement of DEMO_MOVEMENTS.filter((candidate) => candidate.daysAgo < days)) {
    let day = shiftDay(lastDay, -movement.daysAgo);
    while (!businessHoursOf(day)) day = shiftDay(day, -1);
    steps.push({
      at: new Date(limaDayStart(day).getTime() + 11 * 60 * MINUTE_MS),
      seq: seq++,
      run: () => ctx.db.transaction((tx) => recordDemoMovement(tx, movement, day, adminId, ctx.now())),
    });
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.seq - b.seq);
  for (const { at, run } of steps) {
    if (at > until) continue;
    clock = at;
    await run();
  }
  clock = until;
  await seedDemoRisk(ctx, until);
  return { orders: planned.length };
}
