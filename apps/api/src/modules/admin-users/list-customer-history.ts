import type { customerHistory } from '@cambix/contract/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { auditLog, users } from '../../platform/db/schema/index.ts';
import { assertCustomerExists } from './customer-query.ts';
import { actorOf } from './get-customer.ts';
import { changesOf, loadHistoryNames } from './history-changes.ts';

/** The newest changes shown; a customer's history stays far below this. */
const HISTORY_LIMIT = 500;

/**
 * Every change recorded about this customer (by staff or by the customer), newest first, with its actor;
 * banks and accounts by name, never by code or id (decision 107).
 */
export async function listCustomerHistory(
  ctx: AppContext,
  userId: number,
): Promise<z.input<typeof customerHistory>> {
  await assertCustomerExists(ctx.db, userId);
  const rows = await ctx.db
    .select({
      entry: auditLog,
      actor: {
        id: users.id,
        nombres: users.nombres,
        apellidoPaterno: users.apellidoPaterno,
        roleId: users.roleId,
      },
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'user'), eq(auditLog.targetId, String(userId))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  const names = await loadHistoryNames(
    ctx.db,
    rows.flatMap(({ entry }) => [entry.before, entry.after]),
  );
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    action: entry.action,
    actor: actor ? actorOf(actor) : null,
    at: entry.createdAt,
    changes: changesOf(entry.action, entry.before, entry.after, names),
    note: entry.note,
  }));
}
