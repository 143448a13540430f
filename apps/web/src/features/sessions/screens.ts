import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** The staff's own devices and sign-in (decision 140: the entry's half). */
export const sessionsScreens = {
  // Everyone of the staff shell, whatever their modules.
  security: {
    path: '/dashboard/seguridad',
    title: 'Seguridad',
    roles: ['Administrador', 'Colaborador', 'Usuario'],
  },
} as const satisfies StaffScreens;
