import crypto from 'node:crypto';
import type { RateAlert, RateAlertState } from '@cambix/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { rateAlerts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { alertView, type RateAlertRow } from './alert-view.ts';

export const hashAlertToken = (token: string): string =>
  crypto.createHash('sha256').update(token).digest('hex');

async function alertOfToken(ctx: AppContext, token: string): Promise<RateAlertRow> {
  const [row] = await ctx.db
    .select()
    .from(rateAlerts)
    .where(eq(rateAlerts.tokenHash, hashAlertToken(token)));
  if (!row) throw new AppError('RATE_ALERT_LINK_INVALID');
  return row;
}

/** Opening the mailed link: the first time confirms the alert, which from then on can fire. */
export async function openVisitorAlert(ctx: AppContext, token: string): Promise<RateAlert> {
  const row = await alertOfToken(ctx, token);
  if (row.confirmedAt) return alertView(row);
  const [confirmed] = await ctx.db
    .update(rateAlerts)
    .set({ confirmedAt: ctx.now() })
    .where(and(eq(rateAlerts.id, row.id), isNull(rateAlerts.confirmedAt)))
    .returning();
  return alertView(confirmed ?? (await alertOfToken(ctx, token)));
}

export async function setVisitorAlertState(
  ctx: AppContext,
  token: string,
  state: RateAlertState,
): Promise<RateAlert> {
  const row = await alertOfToken(ctx, token);
  // Changing it is opening its link too.
  const [changed] = await ctx.db
    .update(rateAlerts)
    .set({ state, confirmedAt: row.confirmedAt ?? ctx.now() })
    .where(eq(rateAlerts.id, row.id))
    .returning();
  if (!changed) throw new AppError('RATE_ALERT_LINK_INVALID');
  return alertView(changed);
}

export async function removeVisitorAlert(ctx: AppContext, token: string): Promise<{ id: number }> {
  const [removed] = await ctx.db
    .delete(rateAlerts)
    .where(eq(rateAlerts.tokenHash, hashAlertToken(token)))
    .returning({ id: rateAlerts.id });
  if (!removed) throw new AppError('RATE_ALERT_LINK_INVALID');
  return removed;
}

/** The alert of a link that was opened: where a visitor's browser subscribes. */
export async function confirmedAlertOfToken(ctx: AppContext, token: string): Promise<RateAlertRow> {
  const row = await alertOfToken(ctx, token);
  if (!row.confirmedAt) throw new AppError('RATE_ALERT_LINK_INVALID');
  return row;
}
