import type { ComplianceAlert } from '@cambix/contract';
import { and, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { complianceAlerts } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { recomputeRisk } from '../compliance-risk/index.ts';
import { alertQuery, toAlert } from './alert-view.ts';

export type AlertDecision = 'confirm' | 'discard';

/**
 * docs/rules/compliance.md#alerts: the officer confirms an open alert (a sanctions hit keeps the customer
 * held and stays recorded for a case; a PEP-list hit makes the customer PEP and releases the hold) or
 * discards it with a reason (the hold it made ends). Once decided, an alert is not decided again. Audited
 * with the officer as actor.
 */
export async function decideAlert(
  ctx: AppContext,
  actorId: number,
  alertId: number,
  decision: AlertDecision,
  reason: string,
): Promise<ComplianceAlert> {
  await ctx.db.transaction((tx) => decideAlertIn(ctx, tx, actorId, alertId, decision, reason));
  const [row] = await alertQuery(ctx.db).where(eq(complianceAlerts.id, alertId));
  // Stryker disable next-line all: the alert was just read under lock, and alerts are never deleted
  if (!row) throw new AppError('SCREENING_ALERT_NOT_FOUND');
  return toAlert(row);
}

/**
 * The decision in the caller's transaction (a case opened from an open alert confirms it in its own). The
 * alert is read under lock; an alert already decided is refused.
 */
export async function decideAlertIn(
  ctx: AppContext,
  tx: Tx,
  actorId: number,
  alertId: number,
  decision: AlertDecision,
  reason: string,
): Promise<void> {
  const [alert] = await tx
    .select()
    .from(complianceAlerts)
    .where(eq(complianceAlerts.id, alertId))
    .for('update');
  if (!alert) throw new AppError('SCREENING_ALERT_NOT_FOUND');
  if (alert.status !== 'open') throw new AppError('SCREENING_ALERT_DECIDED');
  const status = decision === 'confirm' ? 'confirmed' : 'discarded';
  // A PEP is not barred from operating: confirmed, they operate under reinforced due diligence.
  const holds = decision === 'confirm' && alert.facts.list === 'pep' ? false : alert.holds;
  const now = ctx.now();
  await tx
    .update(complianceAlerts)
    .set({ status, holds, decidedBy: actorId, decidedAt: now, decisionReason: reason })
    .where(and(eq(complianceAlerts.id, alertId), eq(complianceAlerts.status, 'open')));
  await recordAudit(tx, {
    actorId,
    action: `compliance-alert.${decision}`,
    targetType: 'compliance_alert',
    targetId: alertId,
    before: { status: alert.status, holds: alert.holds },
    after: { status, holds },
    note: reason,
  });
  // The customer's level follows the decision (docs/rules/compliance.md#customer-risk).
  await recomputeRisk(ctx, tx, alert.userId, { cause: 'alert-decided', actorId });
}
