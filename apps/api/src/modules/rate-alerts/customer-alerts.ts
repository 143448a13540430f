import type { RateAlert, RateAlertState } from '@cambix/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { rateAlerts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { alertView } from './alert-view.ts';

/** The customer's alerts, newest first. */
export async function listCustomerAlerts(ctx: AppContext, userId: number): Promise<{ items: RateAlert[] }> {
  const rows = await ctx.db
    .select()
    .from(rateAlerts)
    .where(eq(rateAlerts.userId, userId))
    .orderBy(desc(rateAlerts.id));
  return { items: rows.map(alertView) };
}

/** Pauses or resumes one of the customer's own alerts; anyone else's is "not found". */
export async function setCustomerAlertState(
  ctx: AppContext,
  userId: number,
  alertId: number,
  state: RateAlertState,
): Promise<RateAlert> {
  const [row] = await ctx.db
    .update(rateAlerts)
    .set({ state })
    .where(and(eq(rateAlerts.id, alertId), eq(rateAlerts.userId, userId)))
    .returning();
  if (!row) throw new AppError('RATE_ALERT_NOT_FOUND');
  return alertView(row);
}

export async function removeCustomerAlert(
  ctx: AppContext,
  userId: number,
  alertId: number,
): Promise<{ id: number }> {
  const [row] = await ctx.db
    .delete(rateAlerts)
    .where(and(eq(rateAlerts.id, alertId), eq(rateAlerts.userId, userId)))
    .returning({ id: rateAlerts.id });
  if (!row) throw new AppError('RATE_ALERT_NOT_FOUND');
  return row;
}
