import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { complianceCasesScreens } from './screens.ts';

export const complianceCasesScreenParts = {
  complianceCases: {
    page: () => import('@/app/routes/staff/compliance-cases.tsx'),
    modules: ['cumplimiento'],
    sidebar: { section: 'cumplimiento', position: 4, label: 'Casos', icon: 'FolderSharedOutlined' },
  },
  complianceCase: { page: () => import('@/app/routes/staff/compliance-case.tsx'), modules: ['cumplimiento'] },
} satisfies StaffScreenPartsOf<typeof complianceCasesScreens>;
