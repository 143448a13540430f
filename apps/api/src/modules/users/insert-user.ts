import { nationalityFor } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';

export type UserRow = typeof users.$inferSelect;

/** What a new person row is given: everything but its id and its timestamps, which are `now`. */
export type NewUser = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/**
 * A new person who signs in: a customer registering, the first Administrador, staff created by an
 * Administrador. A taken document or email fails on the table's unique index, for the caller to word. A DNI
 * holder's nationality is Peru's (`nationalityFor`).
 */
export async function insertUser(db: Queryable, values: NewUser, now: Date): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      ...values,
      nationality: nationalityFor(values.documentType, values.nationality),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no user');
  return row;
}
