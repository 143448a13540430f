import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { complianceRegisterScreens } from './screens.ts';

export const complianceRegisterScreenParts = {
  complianceRegister: {
    modules: ['cumplimiento'],
    sidebar: {
      section: 'cumplimiento',
      position: 1,
      label: 'Registro de operaciones',
      icon: FactCheckOutlinedIcon,
    },
  },
} satisfies StaffScreenPartsOf<typeof complianceRegisterScreens>;
