import type { StaffModule } from '@cambix/contract';
import { useSessionStore } from '@/features/auth';
import { useMyPermissions } from './api/get-my-permissions.ts';

export interface ModuleAccess {
  canView: boolean;
  canEdit: boolean;
  /** Not known yet: controls that need a permission stay hidden meanwhile. */
  isLoading: boolean;
}

/** What the signed-in staff member may do in a module; the server enforces the same rule. */
export function useModuleAccess(module: StaffModule): ModuleAccess {
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const { data, isPending } = useMyPermissions(userId);
  const grant = data?.modules.find((entry) => entry.module === module);
  return { canView: grant?.canView ?? false, canEdit: grant?.canEdit ?? false, isLoading: isPending };
}
