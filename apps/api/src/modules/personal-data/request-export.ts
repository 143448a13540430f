import type { DataExport } from '@cambix/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.ts';
import { dataExports } from '../../platform/db/schema/index.ts';
import { uniqueViolation } from '../../platform/db/errors.ts';
import { AppError } from '../../platform/errors.ts';
import { EXPORT_JOBS } from './export-jobs.ts';
import { presentExport } from './export-view.ts';

/** The customer asks for their data: one export at a time, built in the background (decision 168). */
export async function requestExport(ctx: AppContext, userId: number): Promise<DataExport> {
  const row = await insertExport(ctx, userId).catch((error: unknown) => {
    if (uniqueViolation(error) === 'data_exports_one_busy_key') throw new AppError('DATA_EXPORT_IN_PROGRESS');
    throw error;
  });
  return presentExport(row, ctx.now());
}

function insertExport(ctx: AppContext, userId: number) {
  return ctx.db.transaction(async (tx) => {
    const [busy] = await tx
      .select({ id: dataExports.id })
      .from(dataExports)
      .where(and(eq(dataExports.userId, userId), inArray(dataExports.status, ['pendiente', 'preparando'])))
      .for('update');
    if (busy) throw new AppError('DATA_EXPORT_IN_PROGRESS');
    const [created] = await tx.insert(dataExports).values({ userId, requestedAt: ctx.now() }).returning();
    await ctx.jobs.send(tx, EXPORT_JOBS, [{ exportId: created!.id }]);
    return created!;
  });
}
