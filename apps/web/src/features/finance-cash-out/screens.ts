import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Ingresos y egresos (decision 140: the entry's half). */
export const cashOutScreens = {
  cashOut: { path: '/dashboard/egreso', title: 'Ingresos y egresos' },
} as const satisfies StaffScreens;
