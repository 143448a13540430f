import { and, eq, inArray } from 'drizzle-orm';
import { isPast } from '@cambix/contract';
import { recordAudit } from '../../platform/audit.ts';
import type { AppContext } from '../../platform/context.ts';
import { dataExports } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileAnswer } from '../../platform/http/download.ts';
import { limaDay } from '../../platform/lima-calendar.ts';
import { pastRetention } from '../../platform/db/deadline.ts';
import { EXPIRED_EXPORT_FILE_MS } from '../../platform/retention-periods.ts';

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

/**
 * One batch of exports past their 72 h and their retention whose file is still stored (decision 173): each
 * row becomes vencida, then its file is deleted. Answers their ids.
 */
export async function expireDueExports(ctx: AppContext, now: Date, limit: number): Promise<number[]> {
  const due = await ctx.db
    .select({ id: dataExports.id, storageKey: dataExports.storageKey })
    .from(dataExports)
    .where(
      and(eq(dataExports.status, 'lista'), pastRetention(dataExports.expiresAt, now, EXPIRED_EXPORT_FILE_MS)),
    )
    .limit(limit);
  if (due.length === 0) return [];
  const expired = await ctx.db
    .update(dataExports)
    .set({ status: 'vencida', storageKey: null })
    .where(
      and(
        inArray(
          dataExports.id,
          due.map((row) => row.id),
        ),
        eq(dataExports.status, 'lista'),
      ),
    )
    .returning({ id: dataExports.id });
  const ids = new Set(expired.map((row) => row.id));
  for (const row of due) {
    if (ids.has(row.id) && row.storageKey) await ctx.storage.delete(row.storageKey);
  }
  return [...ids];
}
