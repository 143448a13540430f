import type { StaffAccountListQuery } from '@cambix/contract';

/** Cache keys of users-management and user-permissions (house style 10). */
export const staffAccountKeys = {
  all: ['staff', 'accounts'] as const,
  lists: () => [...staffAccountKeys.all, 'list'] as const,
  list: (query: StaffAccountListQuery) => [...staffAccountKeys.lists(), query] as const,
  permissions: (userId: number) => [...staffAccountKeys.all, 'permissions', userId] as const,
  partnerChoices: () => [...staffAccountKeys.all, 'partner-choices'] as const,
};
