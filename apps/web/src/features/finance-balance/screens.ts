import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Balance (decision 140: the entry's half). */
export const balanceScreens = {
  balance: { path: '/dashboard/nuevo-balance', title: 'Balance' },
} as const satisfies StaffScreens;
