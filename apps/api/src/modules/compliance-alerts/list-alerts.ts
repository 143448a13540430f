import type { ComplianceAlertList, ComplianceAlertListQuery } from '@cambix/contract';
import { desc, eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { complianceAlerts } from '../../platform/db/schema/index.ts';
import { alertQuery, toAlert } from './alert-view.ts';

const MAX_ROWS = 200;

/**
 * Cumplimiento › Alertas: the alerts of a status, newest first (docs/rules/compliance.md#alerts). Every read
 * is audited, with the alerts it showed (docs/rules/compliance.md#confidentiality).
 */
export async function listAlerts(
  ctx: AppContext,
  actorId: number,
  query: Required<ComplianceAlertListQuery>,
): Promise<ComplianceAlertList> {
  return ctx.db.transaction(async (tx) => {
    const base = alertQuery(tx);
    const rows = await (query.status === 'all' ? base : base.where(eq(complianceAlerts.status, query.status)))
      .orderBy(desc(complianceAlerts.createdAt), desc(complianceAlerts.id))
      .limit(MAX_ROWS);
    await recordAudit(tx, {
      actorId,
      action: 'compliance-alert.read',
      targetType: 'compliance_alert',
      targetId: query.status,
      after: { alertIds: rows.map((row) => row.id) },
    });
    return { rows: rows.map(toAlert) };
  });
}
