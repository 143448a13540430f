import { normalizeRoleName, PERMISSION_ROLES, type StaffModule } from '@cambix/contract';
import { useCallback } from 'react';
import { useSessionStore } from '@/features/auth';
import { useMyPermissions } from './api/get-my-permissions.ts';

export interface ModuleAccess {
  canView: boolean;
  canEdit: boolean;
  /** Not known yet: controls that need a permission stay hidden meanwhile. */
  isLoading: boolean;
}

export interface StaffAccess {
  /** Module permissions apply to the signed-in role (Administrador, Colaborador); others go by role only. */
  applies: boolean;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
  canView: (module: StaffModule) => boolean;
  canEdit: (module: StaffModule) => boolean;
}

const everything = () => true;

/**
 * The signed-in staff member's grants per module. An Administrador has every module (domain.md 2, as
 * the server's access check says), so only a Colaborador's grants are asked for.
 */
export function useStaffAccess(): StaffAccess {
  const role = useSessionStore((state) => normalizeRoleName(state.user?.rol.name));
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const isGranted = role !== null && (PERMISSION_ROLES as readonly string[]).includes(role);
  const { data, isPending, error, refetch } = useMyPermissions(isGranted ? userId : null);
  const grant = useCallback(
    (module: StaffModule) => data?.modules.find((entry) => entry.module === module),
    [data],
  );
  const canView = useCallback((module: StaffModule) => grant(module)?.canView ?? false, [grant]);
  const canEdit = useCallback((module: StaffModule) => grant(module)?.canEdit ?? false, [grant]);
  if (role === 'Administrador') {
    return {
      applies: true,
      isLoading: false,
      error: null,
      retry: () => {},
      canView: everything,
      canEdit: everything,
    };
  }
  return {
    applies: isGranted,
    isLoading: isGranted && isPending && !error,
    error: isGranted ? error : null,
    retry: () => void refetch(),
    canView,
    canEdit,
  };
}

/** What the signed-in staff member may do in a module; the server enforces the same rule. */
export function useModuleAccess(module: StaffModule): ModuleAccess {
  const access = useStaffAccess();
  return { canView: access.canView(module), canEdit: access.canEdit(module), isLoading: access.isLoading };
}
