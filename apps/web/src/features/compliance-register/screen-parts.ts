import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { complianceRegisterScreens } from './screens.ts';

export const complianceRegisterScreenParts = {
  complianceRegister: {
    page: () => import('@/app/routes/staff/compliance-register.tsx'),
    modules: ['cumplimiento'],
    sidebar: {
      section: 'cumplimiento',
      position: 1,
      label: 'Registro de operaciones',
      icon: 'FactCheckOutlined',
    },
  },
} satisfies StaffScreenPartsOf<typeof complianceRegisterScreens>;
