import { isGrantedPerModule, type RoleName, type StaffModule } from '@cambix/contract';
import type { AppContext } from '../context.ts';
import { viewableModules, type Principal } from '../http/access.ts';

const modulesCacheName = (userId: number): string => `socket-modules:${userId}`;

interface KeptModules {
  role: RoleName;
  modules: readonly StaffModule[];
}

/**
 * The modules whose rooms a socket joins, read once per instance and kept until the user's grants or role
 * change (`forgetSocketModules`, heard by every instance): a staff member's many tabs, or every socket
 * reconnecting after a restart, read the grants once instead of once per handshake.
 */
export async function socketModules(
  ctx: AppContext,
  principal: Pick<Principal, 'userId' | 'role'>,
): Promise<StaffModule[]> {
  // Other roles' modules follow from the role alone: nothing is read, nothing to keep.
  if (!isGrantedPerModule(principal.role)) return viewableModules(ctx, principal);
  const kept = await ctx.cache.get<KeptModules>(modulesCacheName(principal.userId), async () => ({
    role: principal.role,
    modules: await viewableModules(ctx, principal),
  }));
  // A role change forgets it too; until that is heard, what was kept for the old role is not used.
  if (kept.role !== principal.role) return viewableModules(ctx, principal);
  return [...kept.modules];
}

/** Call after the user's grants or role changed and committed: every instance reads them again. */
export function forgetSocketModules(ctx: Pick<AppContext, 'cache'>, userId: number): Promise<void> {
  return ctx.cache.forget(modulesCacheName(userId));
}
