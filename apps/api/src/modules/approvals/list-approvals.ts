import type { ApprovalList, StaffModule } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { viewableModules, type Principal } from '../../platform/http/access.ts';
import { pendingOf } from './approval-view.ts';

/** Modules whose requests can wait for a second person. */
export const APPROVAL_MODULES: readonly StaffModule[] = ['egreso', 'external-orders', 'users'];

/** `GET /api/admin/approvals`: what waits in the modules the caller may view, oldest first. */
export async function listApprovals(ctx: AppContext, caller: Principal): Promise<ApprovalList> {
  const viewable = await viewableModules(ctx, caller);
  return {
    rows: await pendingOf(
      ctx.db,
      APPROVAL_MODULES.filter((module) => viewable.includes(module)),
    ),
  };
}
