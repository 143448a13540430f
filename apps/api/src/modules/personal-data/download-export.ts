import { and, eq } from 'drizzle-orm';
import { isPast } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { dataExports } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';

/**
 * The ZIP of an export, to its owner only (another's is "not there") and until it expires: from its exact
 * instant on the file is deleted and the export is vencida (decision 168). Each download is audited.
 */
export async function downloadExport(ctx: AppContext, userId: number, exportId: number): Promise<FileAnswer> {
  const [found] = await ctx.db
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.id, exportId), eq(dataExports.userId, userId)));
  if (!found || (found.status !== 'lista' && found.status !== 'vencida') || !found.expiresAt) {
    throw new AppError('DATA_EXPORT_NOT_FOUND');
  }
  const now = ctx.now();
  if (found.status === 'vencida' || isPast(found.expiresAt, now)) {
    await expireExport(ctx, found.id, found.storageKey);
    throw new AppError('DATA_EXPORT_EXPIRED');
  }
  const body = await ctx.storage.get(found.storageKey!);
  await recordAudit(ctx.db, {
    actorId: userId,
    action: 'data-export.download',
    targetType: 'data_export',
    targetId: found.id,
  });
  return {
    filename: `mis-datos-cambix-${limaDay(found.readyAt ?? now)}.zip`,
    contentType: 'application/zip',
    body,
  };
}

/** An export past its time: its file goes, the row stays as vencida. */
export async function expireExport(
  ctx: AppContext,
  exportId: number,
  storageKey: string | null,
): Promise<void> {
  await ctx.db
    .update(dataExports)
    .set({ status: 'vencida', storageKey: null })
    .where(eq(dataExports.id, exportId));
  if (storageKey) await ctx.storage.delete(storageKey);
}
