import { isPast, type DataExport } from '@cambix/contract';
import type { dataExports } from '../../platform/db/schema/index.ts';

type ExportRow = typeof dataExports.$inferSelect;

/** An export as its customer sees it; one past its time shows as vencida whatever its row says yet. */
export function presentExport(row: ExportRow, now: Date): DataExport {
  const expired = row.status === 'lista' && row.expiresAt !== null && isPast(row.expiresAt, now);
  return {
    id: row.id,
    status: expired ? 'vencida' : row.status,
    progress: row.progress,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}
