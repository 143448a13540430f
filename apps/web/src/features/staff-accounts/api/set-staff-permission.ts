import {
  staffAccountEndpoints,
  type ModulePermissionUpdate,
  type StaffModule,
  type StaffPermissions,
} from '@cambix/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCall } from '@/lib/api-client.ts';
import { withModule } from '../permission-rules.ts';
import { staffAccountKeys } from './keys.ts';

export function setStaffPermission(
  userId: number,
  module: StaffModule,
  body: ModulePermissionUpdate,
): Promise<StaffPermissions> {
  return apiCall(staffAccountEndpoints.setPermission, { params: { userId: String(userId), module }, body });
}

interface Change {
  module: StaffModule;
  grant: ModulePermissionUpdate;
}

/** Saves one module at once: shown ticked straight away, put back as it was if the server refuses. */
export function useSetStaffPermission(userId: number) {
  const queryClient = useQueryClient();
  const key = staffAccountKeys.permissions(userId);
  return useMutation({
    mutationFn: ({ module, grant }: Change) => setStaffPermission(userId, module, grant),
    onMutate: async ({ module, grant }: Change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<StaffPermissions>(key);
      if (before) queryClient.setQueryData(key, withModule(before, module, grant));
      return { module, previous: before?.modules.find((entry) => entry.module === module) };
    },
    onError: (_error, _change, context) => {
      const previous = context?.previous;
      const current = queryClient.getQueryData<StaffPermissions>(key);
      // Only this module goes back: another module saved meanwhile keeps its new value.
      if (previous && current) queryClient.setQueryData(key, withModule(current, previous.module, previous));
    },
    onSuccess: (answer, { module }) => {
      const current = queryClient.getQueryData<StaffPermissions>(key);
      const saved = answer.modules.find((entry) => entry.module === module);
      if (current && saved) queryClient.setQueryData(key, withModule(current, module, saved));
    },
  });
}
