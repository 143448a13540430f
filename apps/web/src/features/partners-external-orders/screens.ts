import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Every partner order (decision 140: the entry's half). */
export const externalOrdersScreens = {
  externalOrders: { path: '/dashboard/external-orders', title: 'Órdenes Externas' },
} as const satisfies StaffScreens;
