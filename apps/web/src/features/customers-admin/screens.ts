import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Clientes and a customer's file (decision 140: the entry's half). */
export const customersAdminScreens = {
  customers: { path: '/dashboard/users', title: 'Clientes' },
  customer: { path: '/dashboard/user/:userId', title: 'Detalle del cliente' },
  customerFile: { path: '/dashboard/user/:userId/old', title: 'Ficha del cliente' },
} as const satisfies StaffScreens;
