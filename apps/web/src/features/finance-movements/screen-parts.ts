import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { movementsScreens } from './screens.ts';

export const movementsScreenParts = {
  movements: {
    page: () => import('@/app/routes/staff/movements.tsx'),
    modules: ['flujo'],
    sidebar: { section: 'finanzas', position: 2, label: 'Movimientos', icon: 'SwapVertOutlined' },
  },
} satisfies StaffScreenPartsOf<typeof movementsScreens>;
