import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Cumplimiento › Registro de operaciones (decision 140: the entry's half). */
export const complianceRegisterScreens = {
  complianceRegister: { path: '/dashboard/cumplimiento/registro', title: 'Registro de operaciones' },
} as const satisfies StaffScreens;
