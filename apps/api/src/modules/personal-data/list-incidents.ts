import type { IncidentList, IncidentListQuery } from '@cambix/contract';
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../platform/db/client.ts';
import { securityIncidents } from '../../platform/db/schema/index.ts';
import { presentIncidentSummary } from './incident-view.ts';

const LIST_LIMIT = 500;

/** Datos personales › Incidentes: newest detected first. */
export async function listIncidents(
  db: Queryable,
  query: Required<Pick<IncidentListQuery, 'status'>>,
): Promise<IncidentList> {
  const rows = await db
    .select()
    .from(securityIncidents)
    .where(query.status === 'todos' ? undefined : eq(securityIncidents.status, query.status))
    .orderBy(desc(securityIncidents.detectedAt), desc(securityIncidents.id))
    .limit(LIST_LIMIT);
  return { rows: rows.map(presentIncidentSummary) };
}
