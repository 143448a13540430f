import type { customerHistory } from '@cambix/contract/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context.ts';
import { auditLog, users } from '../../platform/db/schema/index.ts';
import { assertCustomerExists } from './customer-query.ts';
import { actorOf } from './get-customer.ts';

/** The newest changes shown; a customer's history stays far below this. */
const HISTORY_LIMIT = 500;

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Field by field, what an audit row's before and after say changed. */
export function changesOf(
  before: unknown,
  after: unknown,
): { field: string; before: unknown; after: unknown }[] {
  if (before === null && after === null) return [];
  if (!isPlainObject(before) && !isPlainObject(after)) return [{ field: '', before, after }];
  const from = isPlainObject(before) ? before : {};
  const to = isPlainObject(after) ? after : {};
  // jsonb keeps no key order: fields in alphabetical order, the same on every read.
  const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])].sort();
  return fields
    .filter((field) => JSON.stringify(from[field]) !== JSON.stringify(to[field]))
    .map((field) => ({ field, before: from[field] ?? null, after: to[field] ?? null }));
}

/** Every change recorded about this customer (by staff or by the customer), newest first, with its actor. */
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
  return rows.map(({ entry, actor }) => ({
    id: entry.id,
    action: entry.action,
    actor: actor ? actorOf(actor) : null,
    at: entry.createdAt,
    changes: changesOf(entry.before, entry.after),
    note: entry.note,
  }));
}
