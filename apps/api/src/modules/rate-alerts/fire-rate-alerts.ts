import { alertCalculatorPath, alertRate, formatRate, isAlertMet, type RateBoard } from '@cambix/contract';
import { and, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { pushSubscriptions, rateAlerts, users } from '../../platform/db/schema/index.ts';
import type { Mail } from '../../platform/mail.ts';
import type { RateAlertRow } from './alert-view.ts';
import { alertInWords } from './alert-words.ts';
import { RATE_ALERT_PUSH_JOBS, type AlertPushJob } from './deliver-alert-push.ts';
import { alertFiredMail } from './mails/alert-fired-mail.ts';

/** The ids of `rows` grouped by the rate each compares on the board: one statement per distinct rate. */
function byRate(rows: { id: number; rate: string }[]): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (const { id, rate } of rows) groups.set(rate, [...(groups.get(rate) ?? []), id]);
  return groups;
}

/**
 * Evaluates every live alert on a board being published (docs/rules/exchange.md#rate-alerts), inside the
 * publish's transaction, which holds the publish lock: boards are evaluated one at a time, in order, on
 * whatever instance publishes them. An armed alert the board meets fires: the UPDATE that disarms it is
 * the claim, so it fires once per crossing; one the board no longer meets is armed again. A fired alert
 * queues one mail and one push per browser of its owner's, delivered once this commits. Answers the ids
 * fired.
 */
export async function fireRateAlerts(
  ctx: AppContext,
  tx: Tx,
  published: { id: number; board: RateBoard },
): Promise<number[]> {
  const live = await tx
    .select()
    .from(rateAlerts)
    .where(and(eq(rateAlerts.state, 'active'), isNotNull(rateAlerts.confirmedAt)));
  const met: { id: number; rate: string }[] = [];
  const unmet: number[] = [];
  for (const alert of live) {
    const rate = alertRate(published.board, alert.condition, alert.amountUsd);
    if (rate === null) continue;
    if (isAlertMet(alert.condition, alert.rate, rate)) {
      if (alert.armed) met.push({ id: alert.id, rate });
    } else if (!alert.armed) unmet.push(alert.id);
  }
  if (unmet.length > 0) {
    await tx
      .update(rateAlerts)
      .set({ armed: true })
      .where(and(inArray(rateAlerts.id, unmet), eq(rateAlerts.armed, false)));
  }
  const fired: { row: RateAlertRow; rate: string }[] = [];
  const now = ctx.now();
  for (const [rate, ids] of byRate(met)) {
    const claimed = await tx
      .update(rateAlerts)
      .set({ armed: false, lastFiredAt: now, lastFiredRateId: published.id, lastFiredRate: rate })
      .where(and(inArray(rateAlerts.id, ids), eq(rateAlerts.armed, true), eq(rateAlerts.state, 'active')))
      .returning();
    fired.push(...claimed.map((row) => ({ row, rate })));
  }
  if (fired.length > 0) await queueDeliveries(ctx, tx, fired);
  return fired.map(({ row }) => row.id);
}

/** One mail per fired alert, and one push per browser subscribed to it (its customer's, or its own). */
async function queueDeliveries(
  ctx: AppContext,
  tx: Tx,
  fired: { row: RateAlertRow; rate: string }[],
): Promise<void> {
  const userIds = [...new Set(fired.flatMap(({ row }) => (row.userId === null ? [] : [row.userId])))];
  const visitorIds = fired.filter(({ row }) => row.userId === null).map(({ row }) => row.id);
  const people =
    userIds.length === 0
      ? []
      : await tx
          .select({ id: users.id, email: users.email, nombres: users.nombres })
          .from(users)
          .where(inArray(users.id, userIds));
  const personOf = new Map(people.map((person) => [person.id, person]));
  const browsers = await tx
    .select()
    .from(pushSubscriptions)
    .where(
      or(
        userIds.length > 0 ? inArray(pushSubscriptions.userId, userIds) : undefined,
        visitorIds.length > 0 ? inArray(pushSubscriptions.alertId, visitorIds) : undefined,
      ),
    );
  const mails: Mail[] = [];
  const pushes: AlertPushJob[] = [];
  for (const { row, rate } of fired) {
    const person = row.userId === null ? null : personOf.get(row.userId);
    const to = person?.email
      ? { email: person.email, nombres: person.nombres }
      : row.email && { email: row.email, nombres: '' };
    if (to) mails.push(alertFiredMail(ctx.config, to, row, rate));
    const payload = {
      title: `El dólar está a ${formatRate(rate)}`,
      body: `Tu alerta: ${alertInWords(row.condition, row.rate)}. Toca para abrir la calculadora.`,
      url: alertCalculatorPath(row.condition, row.amountUsd),
      tag: `rate-alert-${row.id}`,
    };
    for (const browser of browsers) {
      const mine = row.userId === null ? browser.alertId === row.id : browser.userId === row.userId;
      if (mine) pushes.push({ subscriptionId: browser.id, alertId: row.id, payload });
    }
  }
  await ctx.mailer.enqueue(tx, ...mails);
  await ctx.jobs.send(tx, RATE_ALERT_PUSH_JOBS, pushes);
}
