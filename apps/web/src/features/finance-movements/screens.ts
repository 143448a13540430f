import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Movimientos (decision 140: the entry's half). */
export const movementsScreens = {
  movements: { path: '/dashboard/flujo', title: 'Movimientos' },
} as const satisfies StaffScreens;
