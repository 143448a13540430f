import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { externalOrdersScreens } from './screens.ts';

export const externalOrdersScreenParts = {
  externalOrders: {
    page: () => import('@/app/routes/staff/external-orders.tsx'),
    modules: ['external-orders'],
    sidebar: { section: 'finanzas', position: 3, label: 'Órdenes Externas', icon: 'StorefrontOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof externalOrdersScreens>;
