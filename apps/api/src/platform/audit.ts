import type { Queryable } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

export interface AuditEntry {
  /** Who acted; null for the system. */
  actorId: number | null;
  /** What happened, as `domain.verb`: `user.approve`, `bank-account.create`. */
  action: string;
  targetType: string;
  targetId: string | number;
  before?: unknown;
  after?: unknown;
  note?: string | null;
}

/** One audit row, written in the caller's transaction so it stands or falls with the change it records. */
export async function recordAudit(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    before: entry.before ?? null,
    after: entry.after ?? null,
    note: entry.note ?? null,
  });
}
