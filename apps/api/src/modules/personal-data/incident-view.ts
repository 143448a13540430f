import { incidentCode, type IncidentDetail, type IncidentSummary } from '@cambix/contract';
import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import {
  securityIncidentCustomers,
  securityIncidentEntries,
  securityIncidents,
  users,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { customerOf } from './data-request-detail.ts';

type IncidentRow = typeof securityIncidents.$inferSelect;

export const presentIncidentSummary = (row: IncidentRow): IncidentSummary => ({
  id: row.id,
  code: incidentCode(row.id),
  title: row.title,
  status: row.status,
  occurredAt: row.occurredAt.toISOString(),
  detectedAt: row.detectedAt.toISOString(),
  affectedCount: row.affectedCount,
  authorityNotifiedAt: row.authorityNotifiedAt?.toISOString() ?? null,
  peopleNotifiedAt: row.peopleNotifiedAt?.toISOString() ?? null,
});

const staffName = (person: { nombres: string; apellidoPaterno: string }) =>
  `${person.nombres} ${person.apellidoPaterno}`;

/** One incident with its linked customers and its whole timeline, oldest entry first. */
export async function readIncident(db: Queryable, incidentId: number): Promise<IncidentDetail> {
  const [found] = await db
    .select({
      incident: securityIncidents,
      registeredBy: { nombres: users.nombres, apellidoPaterno: users.apellidoPaterno },
    })
    .from(securityIncidents)
    .innerJoin(users, eq(users.id, securityIncidents.registeredBy))
    .where(eq(securityIncidents.id, incidentId));
  if (!found) throw new AppError('INCIDENT_NOT_FOUND');
  const customers = await db
    .select({
      id: users.id,
      nombres: users.nombres,
      apellidoPaterno: users.apellidoPaterno,
      apellidoMaterno: users.apellidoMaterno,
      documentType: users.documentType,
      documentNumber: users.documentNumber,
    })
    .from(securityIncidentCustomers)
    .innerJoin(users, eq(users.id, securityIncidentCustomers.userId))
    .where(eq(securityIncidentCustomers.incidentId, incidentId))
    .orderBy(asc(users.id));
  const entries = await db
    .select({
      entry: securityIncidentEntries,
      actor: { nombres: users.nombres, apellidoPaterno: users.apellidoPaterno },
    })
    .from(securityIncidentEntries)
    .innerJoin(users, eq(users.id, securityIncidentEntries.actorId))
    .where(eq(securityIncidentEntries.incidentId, incidentId))
    .orderBy(asc(securityIncidentEntries.at), asc(securityIncidentEntries.id));
  const { incident } = found;
  return {
    ...presentIncidentSummary(incident),
    description: incident.description,
    dataKinds: incident.dataKinds,
    affected: incident.affected,
    measures: incident.measures,
    customers: customers.map(customerOf),
    registeredBy: staffName(found.registeredBy),
    registeredAt: incident.registeredAt.toISOString(),
    timeline: entries.map(({ entry, actor }) => ({
      id: entry.id,
      kind: entry.kind,
      at: entry.at.toISOString(),
      actor: staffName(actor),
      note: entry.note,
      changes: entry.changes,
    })),
  };
}
