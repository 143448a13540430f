import {
  canAccessModule,
  hasRole,
  isGrantedPerModule,
  normalizeRoleName,
  STAFF_ROLES,
  type StaffModule,
} from '@cambix/contract';
import type { QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useSessionStore } from '@/features/auth';
import { myPermissionsQuery, useMyPermissions } from './api/get-my-permissions.ts';

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

/** The signed-in staff member's modules, by the contract's rule: only a Colaborador's grants are asked for. */
export function useStaffAccess(): StaffAccess {
  const role = useSessionStore((state) => normalizeRoleName(state.user?.rol.name));
  const userId = useSessionStore((state) => state.user?.id ?? null);
  const isGranted = isGrantedPerModule(role);
  const { data, isPending, error, refetch } = useMyPermissions(isGranted ? userId : null);
  const grants = data?.modules;
  const canView = useCallback(
    (module: StaffModule) => canAccessModule(role, grants ?? [], module, 'view'),
    [role, grants],
  );
  const canEdit = useCallback(
    (module: StaffModule) => canAccessModule(role, grants ?? [], module, 'edit'),
    [role, grants],
  );
  return {
    applies: hasRole(role, STAFF_ROLES),
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

/** Asks for the signed-in staff member's grants ahead of the screens that wait for them (decision 113); an error shows where they are read. */
export function prefetchStaffAccess(client: QueryClient): void {
  const { user } = useSessionStore.getState();
  if (!user || !isGrantedPerModule(normalizeRoleName(user.rol.name))) return;
  void client.query(myPermissionsQuery(user.id)).catch(() => undefined);
}
