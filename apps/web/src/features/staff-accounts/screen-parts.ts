import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { staffAccountsScreens } from './screens.ts';

// Administrador and Usuario by role, no module.
export const staffAccountsScreenParts = {
  usersManagement: {
    page: () => import('@/app/routes/staff/users-management.tsx'),
    modules: [],
    sidebar: { section: 'sistema', position: 3, label: 'Usuarios', icon: 'AdminPanelSettingsOutlined' },
  },
  userPermissions: { page: () => import('@/app/routes/staff/user-permissions.tsx'), modules: [] },
} satisfies StaffScreenPartsOf<typeof staffAccountsScreens>;
