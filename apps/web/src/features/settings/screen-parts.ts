import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { settingsScreens } from './screens.ts';

export const settingsScreenParts = {
  settings: {
    page: () => import('@/app/routes/staff/settings.tsx'),
    // Cumplimiento holders open it for its Cumplimiento section alone (decision 151).
    modules: ['ajustes', 'cumplimiento'],
    sidebar: { section: 'sistema', position: 1, label: 'Ajustes', icon: 'SettingsOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof settingsScreens>;
