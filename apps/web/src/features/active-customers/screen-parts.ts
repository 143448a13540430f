import type { StaffScreenPartsOf } from '@/app/screens/staff-screen.ts';
import type { activeCustomersScreens } from './screens.ts';

export const activeCustomersScreenParts = {
  activeCustomers: { page: () => import('@/app/routes/staff/active-customers.tsx'), modules: ['users'] },
} satisfies StaffScreenPartsOf<typeof activeCustomersScreens>;
