import { APPROVAL_MODULES, type ApprovalList } from '@cambix/contract';
import type { AppContext } from '../../platform/context.ts';
import { viewableModules, type Principal } from '../../platform/http/access.ts';
import { pendingOf } from './approval-view.ts';

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
