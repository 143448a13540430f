import type { IncidentDetail, IncidentList, IncidentListQuery } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { readIncident } from './incident-view.ts';
import { listIncidents } from './list-incidents.ts';

/**
 * Staff reads of the incident register, each audited with the real reader and what it showed: an incident
 * names the customers it affected and what of theirs leaked (docs/rules/personal-data.md, Incidentes de seguridad).
 */
export async function readIncidentList(
  ctx: AppContext,
  actorId: number,
  query: Required<Pick<IncidentListQuery, 'status'>>,
): Promise<IncidentList> {
  return ctx.db.transaction(async (tx) => {
    const list = await listIncidents(tx, query);
    await recordAudit(tx, {
      actorId,
      action: 'security-incident.read',
      targetType: 'security_incident',
      targetId: query.status,
      after: { incidentIds: list.rows.map((row) => row.id) },
    });
    return list;
  });
}

export async function readIncidentDetail(
  ctx: AppContext,
  actorId: number,
  incidentId: number,
): Promise<IncidentDetail> {
  return ctx.db.transaction(async (tx) => {
    const incident = await readIncident(tx, incidentId);
    await recordAudit(tx, {
      actorId,
      action: 'security-incident.read',
      targetType: 'security_incident',
      targetId: incidentId,
    });
    return incident;
  });
}
