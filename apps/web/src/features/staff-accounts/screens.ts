import type { RoleName } from '@cambix/contract';
import type { StaffScreens } from '@/app/screens/staff-screen.ts';

const USER_MANAGERS: readonly RoleName[] = ['Administrador', 'Usuario'];

/** Usuarios and a staff member's permissions (decision 140: the entry's half). */
export const staffAccountsScreens = {
  usersManagement: { path: '/dashboard/users-management', title: 'Usuarios', roles: USER_MANAGERS },
  userPermissions: {
    path: '/dashboard/user-permissions/:userId?',
    title: 'Permisos de usuario',
    roles: USER_MANAGERS,
  },
} as const satisfies StaffScreens;
