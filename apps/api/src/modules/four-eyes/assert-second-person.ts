import { canAccessModule, type StaffModule } from '@cambix/contract';
import type { Queryable } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { isStaff, readModuleGrants, type Principal } from '../../platform/http/access.ts';

/**
 * Who may decide what waits for a second person (decision 131): only someone holding edit on the module the
 * request belongs to (an Administrador always does), and never its author. Asked again at the decision, in
 * its transaction (`db`), whatever the route admitted.
 */
export async function assertSecondPerson(
  db: Queryable,
  decider: Principal,
  request: { authorId: number; module: StaffModule },
  ownRequest: 'MOVEMENT_OWN_APPROVAL' | 'APPROVAL_OWN_REQUEST',
): Promise<void> {
  if (!isStaff(decider)) throw new AppError('FORBIDDEN_ROLE');
  const grants = await readModuleGrants(db, decider);
  if (!canAccessModule(decider.role, grants, request.module, 'edit')) throw new AppError('FORBIDDEN_MODULE');
  if (request.authorId === decider.userId) throw new AppError(ownRequest);
}
