import type { AddIncidentEntry, IncidentDetail } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  securityIncidentEntries,
  securityIncidents,
  type IncidentChange,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertIncidentDates } from './incident-dates.ts';
import { readIncident } from './incident-view.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * A new entry of an incident's timeline (decision 174): its note, and what it changes (measures, the count,
 * the notifications' dates, closing or reopening), each change kept with its value before and after. The
 * incident's row takes the new values; nothing of its past is lost. Audited with the real actor.
 */
export async function addIncidentEntry(
  ctx: AppContext,
  actorId: number,
  incidentId: number,
  input: AddIncidentEntry,
): Promise<IncidentDetail> {
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(securityIncidents)
      .where(eq(securityIncidents.id, incidentId))
      .for('update');
    if (!current) throw new AppError('INCIDENT_NOT_FOUND');
    if (input.status !== undefined && input.status === current.status) {
      throw new AppError('INCIDENT_NOTHING_CHANGED');
    }
    const next = {
      measures: input.measures ?? current.measures,
      affectedCount: input.affectedCount ?? current.affectedCount,
      authorityNotifiedAt:
        input.authorityNotifiedAt !== undefined
          ? new Date(input.authorityNotifiedAt)
          : current.authorityNotifiedAt,
      peopleNotifiedAt:
        input.peopleNotifiedAt !== undefined ? new Date(input.peopleNotifiedAt) : current.peopleNotifiedAt,
      status: input.status ?? current.status,
    };
    assertIncidentDates({ ...current, ...next }, now);

    const changes: IncidentChange[] = [];
    const note = (field: string, before: string | null, after: string | null) => {
      if (before !== after) changes.push({ field, before, after });
    };
    note('measures', current.measures, next.measures);
    note('affectedCount', String(current.affectedCount), String(next.affectedCount));
    note('authorityNotifiedAt', iso(current.authorityNotifiedAt), iso(next.authorityNotifiedAt));
    note('peopleNotifiedAt', iso(current.peopleNotifiedAt), iso(next.peopleNotifiedAt));
    note('status', current.status, next.status);

    if (changes.length > 0) {
      await tx.update(securityIncidents).set(next).where(eq(securityIncidents.id, incidentId));
    }
    await tx.insert(securityIncidentEntries).values({
      incidentId,
      kind: 'actualizacion',
      actorId,
      at: now,
      note: input.note,
      changes,
    });
    await recordAudit(tx, {
      actorId,
      action: 'security-incident.entry',
      targetType: 'security_incident',
      targetId: incidentId,
      before: Object.fromEntries(changes.map((change) => [change.field, change.before])),
      after: Object.fromEntries(changes.map((change) => [change.field, change.after])),
    });
    return readIncident(tx, incidentId);
  });
}
