import type { DataRequestList, DataRequestListQuery } from '@cambix/contract';
import { asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { dataRequests, users } from '../../platform/db/schema/index.ts';
import { customerOf } from './data-request-detail.ts';
import { presentSummary } from './request-view.ts';

const LIST_LIMIT = 500;

/** Datos personales › Solicitudes: the open ones by deadline, nearest first; answered ones newest first. */
export async function listDataRequests(
  ctx: AppContext,
  query: Required<Pick<DataRequestListQuery, 'status'>>,
): Promise<DataRequestList> {
  const where: SQL | undefined =
    query.status === 'todas'
      ? undefined
      : query.status === 'abiertas'
        ? inArray(dataRequests.status, ['pendiente', 'en_curso'])
        : eq(dataRequests.status, query.status);
  const rows = await ctx.db
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
    })
    .from(dataRequests)
    .innerJoin(users, eq(users.id, dataRequests.userId))
    .where(where)
    .orderBy(
      ...(query.status === 'abiertas' || query.status === 'pendiente' || query.status === 'en_curso'
        ? [asc(dataRequests.dueOn), asc(dataRequests.id)]
        : [desc(dataRequests.filedAt), desc(dataRequests.id)]),
    )
    .limit(LIST_LIMIT);
  const now = ctx.now();
  return { rows: rows.map((row) => presentSummary(row.request, customerOf(row.customer), now)) };
}
