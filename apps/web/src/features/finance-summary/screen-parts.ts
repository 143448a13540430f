import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { summaryScreens } from './screens.ts';

export const summaryScreenParts = {
  summary: {
    page: () => import('@/app/routes/staff/summary.tsx'),
    modules: ['resumen'],
    sidebar: {
      section: 'finanzas',
      position: 4,
      label: 'Resumen',
      icon: 'AssessmentOutlined',
      hidden: true,
    },
  },
  summaryPrintable: { page: () => import('@/app/routes/staff/summary-printable.tsx'), modules: ['resumen'] },
} satisfies StaffScreenPartsOf<typeof summaryScreens>;
