import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { complianceRiskScreens } from './screens.ts';

export const complianceRiskScreenParts = {
  complianceRisk: {
    page: () => import('@/app/routes/staff/compliance-risk.tsx'),
    modules: ['cumplimiento'],
    sidebar: { section: 'cumplimiento', position: 5, label: 'Riesgo', icon: 'ShieldOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof complianceRiskScreens>;
