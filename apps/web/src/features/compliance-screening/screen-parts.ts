import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { complianceScreeningScreens } from './screens.ts';

export const complianceScreeningScreenParts = {
  complianceLists: {
    page: () => import('@/app/routes/staff/compliance-lists.tsx'),
    modules: ['cumplimiento'],
    sidebar: { section: 'cumplimiento', position: 2, label: 'Listas', icon: 'FormatListBulletedOutlined' },
  },
  complianceAlerts: {
    page: () => import('@/app/routes/staff/compliance-alerts.tsx'),
    modules: ['cumplimiento'],
    sidebar: { section: 'cumplimiento', position: 3, label: 'Alertas', icon: 'ReportProblemOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof complianceScreeningScreens>;
