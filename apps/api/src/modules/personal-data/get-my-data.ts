import type { MyData } from '@cambix/contract';
import { asc, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { dataExports, dataRequests } from '../../platform/db/schema/index.ts';
import { presentExport } from './export-view.ts';
import { presentRequest } from './request-view.ts';

/** Perfil › Mis datos: the customer's latest export and every request of theirs, newest first. */
export async function getMyData(ctx: AppContext, userId: number): Promise<MyData> {
  const [latest] = await ctx.db
    .select()
    .from(dataExports)
    .where(eq(dataExports.userId, userId))
    .orderBy(desc(dataExports.requestedAt), desc(dataExports.id))
    .limit(1);
  const requests = await ctx.db
    .select()
    .from(dataRequests)
    .where(eq(dataRequests.userId, userId))
    .orderBy(desc(dataRequests.filedAt), asc(dataRequests.id));
  return {
    latestExport: latest ? presentExport(latest, ctx.now()) : null,
    requests: requests.map(presentRequest),
  };
}
