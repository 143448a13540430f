import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Ajustes (decision 140: the entry's half). */
export const settingsScreens = {
  settings: { path: '/dashboard/ajustes', title: 'Ajustes' },
} as const satisfies StaffScreens;
