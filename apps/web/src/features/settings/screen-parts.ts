import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { settingsScreens } from './screens.ts';

export const settingsScreenParts = {
  settings: {
    page: () => import('@/app/routes/staff/settings.tsx'),
    modules: ['ajustes'],
    sidebar: { section: 'sistema', position: 1, label: 'Ajustes', icon: SettingsOutlinedIcon },
  },
} satisfies StaffScreenPartsOf<typeof settingsScreens>;
