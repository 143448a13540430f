import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { dataRequestsScreens } from './screens.ts';

export const dataRequestsScreenParts = {
  dataRequests: {
    page: () => import('@/app/routes/staff/data-requests.tsx'),
    modules: ['datos-personales'],
    sidebar: { section: 'operacion', position: 5, label: 'Datos personales', icon: 'PrivacyTipOutlined' },
  },
  dataRequest: { page: () => import('@/app/routes/staff/data-request.tsx'), modules: ['datos-personales'] },
} satisfies StaffScreenPartsOf<typeof dataRequestsScreens>;
