import { ROLE_IDS, type CreateIncident, type IncidentDetail } from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import {
  securityIncidentCustomers,
  securityIncidentEntries,
  securityIncidents,
  users,
} from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { assertIncidentDates } from './incident-dates.ts';
import { readIncident } from './incident-view.ts';

type Input = Required<Omit<CreateIncident, 'customerIds'>> & { customerIds: number[] };

/**
 * Registers a security incident (decision 174) with its first timeline entry and the customers it names, in
 * one transaction, audited with the real actor.
 */
export async function createIncident(
  ctx: AppContext,
  actorId: number,
  input: Input,
): Promise<IncidentDetail> {
  const now = ctx.now();
  const dates = {
    occurredAt: new Date(input.occurredAt),
    detectedAt: new Date(input.detectedAt),
    authorityNotifiedAt: input.authorityNotifiedAt ? new Date(input.authorityNotifiedAt) : null,
    peopleNotifiedAt: input.peopleNotifiedAt ? new Date(input.peopleNotifiedAt) : null,
  };
  assertIncidentDates(dates, now);
  const customerIds = [...new Set(input.customerIds)];
  return ctx.db.transaction(async (tx) => {
    if (customerIds.length > 0) {
      const found = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(inArray(users.id, customerIds), eq(users.roleId, ROLE_IDS.Cliente)));
      if (found.length !== customerIds.length) throw new AppError('INCIDENT_CUSTOMER_NOT_FOUND');
    }
    const [incident] = await tx
      .insert(securityIncidents)
      .values({
        title: input.title,
        description: input.description,
        ...dates,
        dataKinds: input.dataKinds,
        affected: input.affected,
        affectedCount: input.affectedCount,
        measures: input.measures,
        registeredBy: actorId,
        registeredAt: now,
      })
      .returning({ id: securityIncidents.id });
    const incidentId = incident!.id;
    if (customerIds.length > 0) {
      await tx
        .insert(securityIncidentCustomers)
        .values(customerIds.map((userId) => ({ incidentId, userId })));
    }
    await tx.insert(securityIncidentEntries).values({
      incidentId,
      kind: 'registro',
      actorId,
      at: now,
      note: 'Incidente registrado.',
      changes: [],
    });
    await recordAudit(tx, {
      actorId,
      action: 'security-incident.create',
      targetType: 'security_incident',
      targetId: incidentId,
      after: { status: 'abierto', affectedCount: input.affectedCount, customers: customerIds.length },
    });
    return readIncident(tx, incidentId);
  });
}
