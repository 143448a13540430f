import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { cashOutScreens } from './screens.ts';

export const cashOutScreenParts = {
  cashOut: { page: () => import('@/app/routes/staff/cash-out.tsx'), modules: ['egreso'] },
} satisfies StaffScreenPartsOf<typeof cashOutScreens>;
