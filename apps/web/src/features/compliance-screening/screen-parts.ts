import FormatListBulletedOutlinedIcon from '@mui/icons-material/FormatListBulletedOutlined';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { complianceScreeningScreens } from './screens.ts';

export const complianceScreeningScreenParts = {
  complianceLists: {
    page: () => import('@/app/routes/staff/compliance-lists.tsx'),
    modules: ['cumplimiento'],
    sidebar: { section: 'cumplimiento', position: 2, label: 'Listas', icon: FormatListBulletedOutlinedIcon },
  },
  complianceAlerts: {
    page: () => import('@/app/routes/staff/compliance-alerts.tsx'),
    modules: ['cumplimiento'],
    sidebar: { section: 'cumplimiento', position: 3, label: 'Alertas', icon: ReportProblemOutlinedIcon },
  },
} satisfies StaffScreenPartsOf<typeof complianceScreeningScreens>;
