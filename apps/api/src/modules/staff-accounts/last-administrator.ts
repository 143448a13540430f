import { ROLE_IDS } from '@cambix/contract';
import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { users } from '../../platform/db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * Locks the rows of the active Administradores (signed up, not deactivated) and answers their ids. Every
 * change that could take one away takes this lock first, in id order, so two managers demoting each other
 * at once run in turn and the second sees that only one is left.
 */
export async function lockActiveAdministrators(tx: Tx): Promise<number[]> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.roleId, ROLE_IDS.Administrador),
        ne(users.accountStatus, 'BLOQUEADO'),
        isNotNull(users.passwordHash),
      ),
    )
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** Refuses to take away the last active Administrador. */
export function assertAdministratorRemains(activeAdministrators: number[], leavingId: number): void {
  if (activeAdministrators.includes(leavingId) && activeAdministrators.length <= 1) {
    throw new AppError('STAFF_LAST_ADMINISTRATOR');
  }
}
