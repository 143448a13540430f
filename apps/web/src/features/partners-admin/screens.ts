import type { StaffScreens } from '@/app/screens/staff-screen.ts';

/** Módulo Terceros (decision 140: the entry's half). */
export const thirdPartyScreens = {
  // The third-party module also admits Externo.
  thirdParty: {
    path: '/dashboard/modulo-terceros',
    title: 'Módulo Terceros',
    roles: ['Administrador', 'Colaborador', 'Externo'],
  },
} as const satisfies StaffScreens;
