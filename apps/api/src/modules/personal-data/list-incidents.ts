import type { IncidentList, IncidentListQuery } from '@cambix/contract';
import { desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { securityIncidents } from '../../platform/db/schema/index.ts';
import { presentIncidentSummary } from './incident-view.ts';

const LIST_LIMIT = 500;

/** Datos personales › Incidentes: newest detected first. */
export async function listIncidents(
  ctx: AppContext,
  query: Required<Pick<IncidentListQuery, 'status'>>,
): Promise<IncidentList> {
  const rows = await ctx.db
    .select()
    .from(securityIncidents)
    .where(query.status === 'todos' ? undefined : eq(securityIncidents.status, query.status))
    .orderBy(desc(securityIncidents.detectedAt), desc(securityIncidents.id))
    .limit(LIST_LIMIT);
  return { rows: rows.map(presentIncidentSummary) };
}
