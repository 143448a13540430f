import { caseCode } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import type { Tx } from '../../platform/db/client.ts';
import { complianceAlerts, complianceCaseItems } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { decideAlertIn } from '../compliance-alerts/index.ts';

/**
 * An alert taken into a case, in the caller's transaction: read under lock; a discarded one, or one already
 * in a case, is refused; one still open is decided as confirmed ("opens a case" is the confirmation).
 */
export async function takeAlert(
  ctx: AppContext,
  tx: Tx,
  actorId: number,
  alertId: number,
  caseId: number | null,
) {
  const [alert] = await tx
    .select({ id: complianceAlerts.id, userId: complianceAlerts.userId, status: complianceAlerts.status })
    .from(complianceAlerts)
    .where(eq(complianceAlerts.id, alertId))
    .for('update');
  if (!alert) throw new AppError('SCREENING_ALERT_NOT_FOUND');
  if (alert.status === 'discarded') throw new AppError('CASE_ALERT_DISCARDED');
  const [inCase] = await tx
    .select({ id: complianceCaseItems.id })
    .from(complianceCaseItems)
    .where(eq(complianceCaseItems.alertId, alertId));
  if (inCase) throw new AppError('CASE_ALERT_IN_CASE');
  return {
    userId: alert.userId,
    /** Confirms the alert if still open, once the case it goes into is known. */
    async confirmFor(id: number) {
      if (alert.status === 'open') {
        await decideAlertIn(ctx, tx, actorId, alertId, 'confirm', `Llevada al caso ${caseCode(id)}.`);
      }
    },
    caseId,
  };
}
