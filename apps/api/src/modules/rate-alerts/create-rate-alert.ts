import crypto from 'node:crypto';
import {
  alertRate,
  formatRate,
  isAlertMet,
  MAX_RATE_ALERTS,
  RATE_ALERTS_PER_HOUR,
  type RateAlert,
  type RateAlertCondition,
} from '@cambix/contract';
import { count, eq, gt, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { rateAlerts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { currentBoard } from '../exchange/index.ts';
import { alertView } from './alert-view.ts';
import { confirmAlertMail } from './mails/confirm-alert-mail.ts';
import { hashAlertToken } from './visitor-alert.ts';

export interface AlertInput {
  condition: RateAlertCondition;
  rate: string;
  amountUsd: string;
}

export type AlertOwner = { userId: number } | { email: string };

// Any fixed number: an owner's alerts are counted and added one request at a time.
const OWNER_LOCK = 7_240_521;

/**
 * The alert must wait for a crossing: one already met on the board in force is refused with the rate now,
 * so nobody sets an alert that would never go from not met to met.
 */
async function assertNotMetNow(ctx: AppContext, input: AlertInput): Promise<void> {
  const published = await currentBoard(ctx);
  const rate = published && alertRate(published.board, input.condition, input.amountUsd);
  if (!rate) throw new AppError('RATE_ALERTS_UNAVAILABLE');
  if (isAlertMet(input.condition, input.rate, rate)) {
    const side = input.condition === 'atOrBelow' ? 'te vendemos' : 'te compramos';
    const choose = input.condition === 'atOrBelow' ? 'más bajo' : 'más alto';
    throw new AppError('RATE_ALERT_ALREADY_MET', {
      message: `Hoy ya ${side} a ${formatRate(rate)}: elige un valor ${choose}.`,
      fields: { rate: `Hoy ya ${side} a ${formatRate(rate)}.` },
    });
  }
}

/** Holds the owner's lock and refuses past the limits: 10 alerts at once, 5 new ones an hour. */
async function assertWithinLimits(ctx: AppContext, tx: Tx, owner: AlertOwner): Promise<void> {
  const key = 'userId' in owner ? `user:${owner.userId}` : `email:${owner.email}`;
  await tx.execute(sql`select pg_advisory_xact_lock(${OWNER_LOCK}, hashtext(${key}))`);
  const mine = 'userId' in owner ? eq(rateAlerts.userId, owner.userId) : eq(rateAlerts.email, owner.email);
  const hourAgo = new Date(ctx.now().getTime() - 3_600_000);
  const [held] = await tx
    .select({
      all: count(),
      lastHour: sql<number>`count(*) filter (where ${gt(rateAlerts.createdAt, hourAgo)})`.mapWith(Number),
    })
    .from(rateAlerts)
    .where(mine);
  if ((held?.all ?? 0) >= MAX_RATE_ALERTS) throw new AppError('RATE_ALERT_LIMIT');
  if ((held?.lastHour ?? 0) >= RATE_ALERTS_PER_HOUR) throw new AppError('RATE_ALERT_THROTTLED');
}

/** A customer's alert (docs/rules/exchange.md#rate-alerts): active at once. */
export async function createCustomerAlert(
  ctx: AppContext,
  userId: number,
  input: AlertInput,
): Promise<RateAlert> {
  await assertNotMetNow(ctx, input);
  return ctx.db.transaction(async (tx) => {
    await assertWithinLimits(ctx, tx, { userId });
    const now = ctx.now();
    const [row] = await tx
      .insert(rateAlerts)
      .values({ userId, ...input, confirmedAt: now, createdAt: now })
      .returning();
    if (!row) throw new Error('rate alert not inserted');
    return alertView(row);
  });
}

/**
 * A visitor's alert: kept unconfirmed, and the address is mailed a link (its token, kept only hashed) that
 * activates it and lets them manage it.
 */
export async function createVisitorAlert(
  ctx: AppContext,
  email: string,
  input: AlertInput,
): Promise<{ email: string }> {
  await assertNotMetNow(ctx, input);
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await assertWithinLimits(ctx, tx, { email });
    const [row] = await tx
      .insert(rateAlerts)
      .values({ email, tokenHash: hashAlertToken(token), ...input, createdAt: ctx.now() })
      .returning();
    if (!row) throw new Error('rate alert not inserted');
    await ctx.mailer.enqueue(tx, confirmAlertMail(ctx.config, row, email, token));
  });
  return { email };
}
