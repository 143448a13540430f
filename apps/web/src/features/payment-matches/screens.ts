import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Pagos por referencia: statement lines that named an order's payment reference (docs/rules/screens.md). */
export const paymentMatchesScreens = {
  paymentMatches: { path: '/dashboard/pagos-referencia', title: 'Pagos por referencia' },
} as const satisfies StaffScreens;
