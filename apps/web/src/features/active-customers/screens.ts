import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Active customers per month (decision 140: the entry's half). */
export const activeCustomersScreens = {
  activeCustomers: { path: '/dashboard/user/userActive', title: 'Clientes activos' },
} as const satisfies StaffScreens;
