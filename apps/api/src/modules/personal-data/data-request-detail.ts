import type { DataRequestDetail } from '@cambix/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/client.ts';
import { dataRequests, users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { presentSummary } from './request-view.ts';

const starter = alias(users, 'starter');
const answerer = alias(users, 'answerer');
const nameOf = (person: { nombres: string; apellidoPaterno: string } | null) =>
  person ? `${person.nombres} ${person.apellidoPaterno}` : null;

/** One request with its customer, who took and answered it, and what a cancellation kept. */
export async function readDataRequest(
  db: Queryable,
  requestId: number,
  now: Date,
): Promise<DataRequestDetail> {
  const [found] = await db
    .select({
      request: dataRequests,
      customer: {
        id: users.id,
        nombres: users.nombres,
        apellidoPaterno: users.apellidoPaterno,
        apellidoMaterno: users.apellidoMaterno,
        documentType: users.documentType,
        documentNumber: users.documentNumber,
      },
      starter: { nombres: starter.nombres, apellidoPaterno: starter.apellidoPaterno },
      answerer: { nombres: answerer.nombres, apellidoPaterno: answerer.apellidoPaterno },
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .leftJoin(starter, eq(starter.id, dataRequests.startedBy))
    .leftJoin(answerer, eq(answerer.id, dataRequests.answeredBy))
    .where(eq(dataRequests.id, requestId));
  if (!found) throw new AppError('DATA_REQUEST_NOT_FOUND');
  const { request, customer } = found;
  return {
    ...presentSummary(request, customerOf(customer), now),
    text: request.text,
    answer: request.answer,
    startedBy: nameOf(found.starter),
    startedAt: request.startedAt?.toISOString() ?? null,
    answeredBy: nameOf(found.answerer),
    answeredAt: request.answeredAt?.toISOString() ?? null,
    cancellation: request.cancellation,
  };
}

export const customerOf = (customer: {
  id: number;
  nombres: string;
  apellidoPaterno: string;
  apellidoMaterno: string;
  documentType: string;
  documentNumber: string;
}) => ({
  id: customer.id,
  name: `${customer.nombres} ${customer.apellidoPaterno} ${customer.apellidoMaterno}`.trim(),
  document: `${customer.documentType} ${customer.documentNumber}`,
});

/** Staff open a request: the read of a person's request is audited with who read it. */
export async function getDataRequest(
  ctx: AppContext,
  actorId: number,
  requestId: number,
): Promise<DataRequestDetail> {
  const detail = await readDataRequest(ctx.db, requestId, ctx.now());
  await recordAudit(ctx.db, {
    actorId,
    action: 'data-request.read',
    targetType: 'data_request',
    targetId: requestId,
  });
  return detail;
}
